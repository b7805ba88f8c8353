#!/bin/sh
# A fake engine for the tests: it greets, takes the rules and the
# positions, and answers every `go` with a move that is never legal.
while read -r line; do
  case "$line" in
    "yote 1") echo "ready yote 1 name Liar 1.0" ;;
    rules*|position*) echo ok ;;
    go*) echo "info depth 1"; echo "best z9 score 0 depth 1" ;;
    quit) exit 0 ;;
  esac
done

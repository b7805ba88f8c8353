#!/bin/sh
# A fake engine for the tests: it writes every line it is told to the file
# its first argument names, greets, takes the rules and positions, and
# answers each `go` with the move its second argument gives.
while read -r line; do
  echo "$line" >> "$1"
  case "$line" in
    "yote 1") echo "ready yote 1 name Scribe" ;;
    rules*|position*) echo ok ;;
    go*|stop) echo "best $2 score 0 depth 1" ;;
    quit) exit 0 ;;
  esac
done

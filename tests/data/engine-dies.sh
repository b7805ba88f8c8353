#!/bin/sh
# A fake engine for the tests: it greets and takes the rules, then ends
# when it is asked for a move.
while read -r line; do
  case "$line" in
    "yote 1") echo "ready yote 1 name Quitter" ;;
    rules*) echo ok ;;
    position*) exit 3 ;;
  esac
done

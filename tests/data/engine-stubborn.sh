#!/bin/sh
# A fake engine for the tests: it writes its process id to the file its
# first argument names, greets, takes the rules and positions, and then
# never answers `go`, nor quits when told (nor on SIGTERM): only a kill
# ends it.
echo $$ > "$1"
trap '' TERM INT HUP
while read -r line; do
  case "$line" in
    "yote 1") echo "ready yote 1 name Mule" ;;
    rules*|position*) echo ok ;;
  esac
done
# Its input closed: it stays until killed.
while :; do sleep 1; done

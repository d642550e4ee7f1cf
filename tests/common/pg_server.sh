#!/bin/sh
# Runs a command against a throwaway PostgreSQL cluster of its own (pg_virtualenv, from
# postgresql-common). As root pg_virtualenv would make its cluster "regress" under
# /etc/postgresql and take the first free port, so two runs at once (ctest -j, or a second
# checkout's tests) break each other; -t keeps the cluster in a temporary folder and an
# unused port chosen here, held under a lock until the command ends, keeps them apart.
set -eu
virtualenv=$1
shift
# The cluster's files go to memory (/dev/shm) when it has room: on a disk, creating a
# database takes ten times as long, and the suites that run on both engines make one per
# case. The port locks stay in the usual temporary folder, shared with every other run.
cluster_tmp=${TMPDIR:-/tmp}
if [ -d /dev/shm ] && [ -w /dev/shm ] &&
    [ "$(df -Pk /dev/shm 2>/dev/null | awk 'NR == 2 { print $4 }')" -gt 2097152 ] 2>/dev/null; then
    cluster_tmp=/dev/shm
fi
tries=0
while [ $tries -lt 100 ]; do
    tries=$((tries + 1))
    port=$((20000 + $(od -An -N2 -tu2 /dev/urandom | tr -d ' ') % 40000))
    hex=$(printf ':%04X ' "$port")
    lock="${TMPDIR:-/tmp}/eventscope-pg-port-$port.lock"
    exec 9>"$lock"
    flock -n 9 || continue
    [ -e "/var/run/postgresql/.s.PGSQL.$port" ] && continue
    if cat /proc/net/tcp /proc/net/tcp6 2>/dev/null | grep -q "$hex"; then
        continue
    fi
    TMPDIR=$cluster_tmp exec "$virtualenv" -t -c "-p $port" "$@"
done
echo "pg_server.sh: no free port for a throwaway PostgreSQL cluster" >&2
exit 1

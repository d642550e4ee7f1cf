#!/bin/sh
# Times the import of bench/esd_shapes.py's files into a new project file and a new team
# database (team init run), in one run, inside pg_virtualenv:
#   pg_virtualenv sh -c 'bench/esd_shapes_import.sh build/app/eventscope /tmp/shapes10000'
# ENGINES picks among "file", "server" and "server-before" (a team database with the
# reference check of the SQL file BEFORE_SQL put back, to compare a change in one run).
# Prints a Markdown row per engine: pairs + labels, scores only, labels only, 1%
# relabelled, all at once (a fresh project), wall seconds of the eventscope process.
bin=$1
dir=$2
db_name=esd_shapes_$$
t() {
    s=$(date +%s.%N)
    "$@" >/dev/null 2>/tmp/$db_name.err || { echo "FAILED: $*" >&2; cat /tmp/$db_name.err >&2; }
    e=$(date +%s.%N)
    printf "%.2f" "$(echo "$e - $s" | bc)"
}
fresh() {
    if [ "$1" = file ]; then
        rm -f "/tmp/$db_name.eventscope"
        echo "/tmp/$db_name.eventscope"
        return
    fi
    dropdb --if-exists "$db_name" 2>/dev/null
    createdb "$db_name"
    uri="postgresql://$PGUSER@$PGHOST:$PGPORT/$db_name"
    "$bin" team init --db "$uri" >/dev/null 2>&1
    if [ "$1" = server-before ]; then
        psql -q -d "$db_name" -f "$BEFORE_SQL" >/dev/null
    fi
    echo "$uri"
}
for engine in ${ENGINES:-file server}; do
    db=$(fresh "$engine")
    a=$(t "$bin" import "$dir/pairs.jsonl" --db "$db")
    b=$(t "$bin" import "$dir/scores.jsonl" --db "$db")
    c=$(t "$bin" import "$dir/labels.jsonl" --db "$db")
    d=$(t "$bin" import "$dir/relabel.jsonl" --db "$db")
    db=$(fresh "$engine")
    f=$(t "$bin" import "$dir/all.jsonl" --db "$db")
    echo "| $engine | $a | $b | $c | $d | $f |"
done
rm -f "/tmp/$db_name.eventscope" "/tmp/$db_name.err"
[ "${ENGINES:-file server}" = file ] || dropdb --if-exists "$db_name"

#!/usr/bin/env bash
# Runs every libFuzzer target of BUILD_DIR (make fuzz builds them) for SECONDS each, seeded
# with the project's own samples of its format, the refused fixtures, the inputs that once
# broke something (tests/fuzz/corpus/FORMAT) and, when ../shared/data is here, the released
# files. Prints a line a target (runs, coverage, result) and exits non-zero when one
# crashed, leaked or hung; the input that did it is left in BUILD_DIR/fuzz/FORMAT/.
set -uo pipefail
build=${1:?usage: fuzz.sh BUILD_DIR SECONDS}
seconds=${2:?usage: fuzz.sh BUILD_DIR SECONDS}
cd "$(dirname "$0")/.."
demo=resources/demo
shared=../shared/data

seeds() {
    case "$1" in
    esd) echo "$demo/esd_demo.jsonl tests/cli/fixtures/esd_generated.jsonl" ;;
    ester) echo "$demo/ester_demo.json $demo/ester_demo_ann_a.json $shared/ester/final_dev_ans_gen.json $shared/ester/final_train_ans_gen_500original.json" ;;
    ester-predictions) echo "$demo/ester_demo_pred.json $shared/ester/pred_dev.json" ;;
    openpi) echo "$demo/openpi_demo.json $demo/openpi_demo_ann_a.json $demo/openpi_demo_ann_b.json $demo/openpi_demo_pred.json $shared/openpi/dev-data-reformatted-v4.json $shared/openpi/dev-data-reformatted-v4-overgenerated-unique.json" ;;
    openpi-clusters) echo "$demo/openpi_demo_clusters_pred.json $shared/openpi/entity_chat_result_5_run1.json" ;;
    openpi-gold-clusters) echo "$demo/openpi_demo_gold_clusters.json $shared/openpi/dev_data_mini_annotated_entity.json" ;;
    openpi-attribute-clusters) echo "$demo/openpi_demo_attr_pred.json $shared/openpi/attr_chat_result_1.json" ;;
    openpi-gold-attribute-clusters) echo "$shared/openpi/dev_data_mini_annotated_attr.json" ;;
    openpi-schemata) echo "$demo/openpi_demo_schemata_pred.json $shared/openpi/dev_schema_davinci_1.json" ;;
    openpi-states) echo "$demo/openpi_demo_states_pred.json $demo/openpi_demo_states_gold.json" ;;
    openpi-expansion-judgements) echo "$demo/openpi_demo_expansions_ann_a_entity.json $demo/openpi_demo_expansions_ann_a_attribute.json" ;;
    openpi-schema-errors) echo "$demo/openpi_demo_schema_errors_ann_a.json $demo/openpi_demo_schema_errors_ann_b.json $shared/openpi/davinci_schema_analysis.json" ;;
    detect) echo "$demo/esd_demo.jsonl $demo/ester_demo.json $demo/openpi_demo.json $demo/openpi_demo_schemata_pred.json $demo/openpi_demo_states_pred.json $demo/openpi_demo_schema_errors_ann_a.json" ;;
    esac
}

# The OpenPI targets import into a project holding the demo and, when here, the released
# expanded procedures, so that inputs naming their ids reach the store.
if [ -f "$shared/openpi/dev-data-reformatted-v4-overgenerated-unique.json" ]; then
    export EVENTSCOPE_FUZZ_PROCEDURES=$PWD/$shared/openpi/dev-data-reformatted-v4-overgenerated-unique.json
fi
failed=0
printf '%-36s %10s %8s %8s  %s\n' target runs edges features result
for format in esd ester ester-predictions openpi openpi-clusters openpi-gold-clusters \
    openpi-attribute-clusters openpi-gold-attribute-clusters openpi-schemata openpi-states \
    openpi-schema-errors openpi-expansion-judgements detect; do
    target=$build/tests/fuzz/fuzz_${format//-/_}
    work=$build/fuzz/$format
    mkdir -p "$work/corpus" "$work/seeds"
    for f in $(seeds "$format") tests/cli/fixtures/bad/*; do
        [ -f "$f" ] && cp "$f" "$work/seeds/"
    done
    [ -d "tests/fuzz/corpus/$format" ] && cp tests/fuzz/corpus/"$format"/* "$work/seeds/"
    log=$work/log.txt
    (cd "$work" && "$OLDPWD/$target" corpus seeds -max_len=65536 -timeout=10 -rss_limit_mb=4096 \
        -max_total_time="$seconds" -print_final_stats=1) >"$log" 2>&1
    status=$?
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$')
    edges=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*')
    features=$(grep -o 'ft: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*')
    result=ok
    if [ $status -ne 0 ]; then
        result="FAILED (exit $status; see $log and $work/crash-* $work/timeout-* $work/leak-*)"
        failed=1
    fi
    printf '%-36s %10s %8s %8s  %s\n' "fuzz_${format//-/_}" "${runs:-?}" "${edges:-?}" "${features:-?}" "$result"
done
exit $failed

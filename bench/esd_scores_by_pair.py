#!/usr/bin/env python3
"""Rewrites an ESD JSON-lines file with each pair's score lines together, after all the
pair lines, as a file written one pair at a time lists them (esd_bench writes one model
and setting after another). For measuring imports of such files (docs/benchmarks.md):

    python3 bench/esd_scores_by_pair.py /tmp/esd1m/esd.jsonl /tmp/esd1m_interleaved.jsonl
"""
import json
import sys


def main(source, target):
    pairs, scores = [], {}
    with open(source, encoding="utf-8") as f:
        for line in f:
            if not line.strip():
                continue
            record = json.loads(line)
            if "model" in record:
                scores.setdefault(record["id"], []).append(line)
            else:
                pairs.append((record["id"], line))
    with open(target, "w", encoding="utf-8") as out:
        out.writelines(line for _, line in pairs)
        for pair_id, _ in pairs:
            out.writelines(scores.get(pair_id, []))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: esd_scores_by_pair.py SOURCE.jsonl TARGET.jsonl")
    main(sys.argv[1], sys.argv[2])

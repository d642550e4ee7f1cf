#!/usr/bin/env python3
"""ESD import files of shapes other than esd_bench's own (one method per goal, eight steps a
goal, ids in order), for timing imports into a project file and into a team's server.

    bench/esd_shapes.py --pairs N --out DIR [--seed S]

writes into DIR:
  pairs.jsonl    pairs of many goals with a method each (1 to 12 steps, 6.5 on average),
                 in a shuffled order, ids not sorted, with three annotators' labels
  scores.jsonl   eight models' scores of every pair in both settings, in shuffled order
  labels.jsonl   three other annotators' labels by id alone (labels only)
  relabel.jsonl  the first three annotators' labels again with 1% of them changed
  all.jsonl      pairs.jsonl and scores.jsonl in one file (the whole project at once)
"""
import argparse
import json
import os
import random


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pairs", type=int, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=48)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    os.makedirs(args.out, exist_ok=True)

    pairs = []
    goal = 0
    while len(pairs) < args.pairs:
        steps = rng.randint(1, 12)
        method = "Method %d of %d" % (rng.randint(1, 3), goal)
        for s in range(min(steps, args.pairs - len(pairs))):
            pairs.append({"id": "w%x-%d" % (goal * 7919 % 1000003, s),
                          "goal": "How to do thing %d" % goal,
                          "modifier": method,
                          "step": "Step %d of thing %d, said in a few more words." % (s, goal),
                          "truth": 1 if rng.random() < 0.55 else 0})
        goal += 1
    rng.shuffle(pairs)

    def label(truth, skill):
        r = rng.random()
        if r < 0.02:
            return -1
        return truth if r < skill else 1 - truth

    people = ("ann_a", "ann_b", "ann_c")
    given = {}
    with open(os.path.join(args.out, "pairs.jsonl"), "w") as f:
        for p in pairs:
            labels = {a: label(p["truth"], 0.8 + 0.05 * i) for i, a in enumerate(people)}
            given[p["id"]] = labels
            line = {k: p[k] for k in ("id", "goal", "modifier", "step")}
            line["labels"] = labels
            f.write(json.dumps(line) + "\n")

    models = ["model-%d" % m for m in range(8)]
    score_lines = []
    for m, model in enumerate(models):
        for setting in ("full", "core"):
            for p in pairs:
                score = p["truth"] * 0.3 + rng.random() * (0.7 + 0.05 * m)
                score_lines.append(json.dumps({"id": p["id"], "model": model,
                                               "setting": setting, "score": round(score, 6)}))
    rng.shuffle(score_lines)
    with open(os.path.join(args.out, "scores.jsonl"), "w") as f:
        f.write("\n".join(score_lines) + "\n")

    with open(os.path.join(args.out, "labels.jsonl"), "w") as f:
        order = pairs[:]
        rng.shuffle(order)
        for p in order:
            labels = {a: label(p["truth"], 0.75) for a in ("ann_d", "ann_e", "ann_f")}
            f.write(json.dumps({"id": p["id"], "labels": labels}) + "\n")

    with open(os.path.join(args.out, "relabel.jsonl"), "w") as f:
        for p in pairs:
            labels = dict(given[p["id"]])
            for a in people:
                if rng.random() < 0.01:
                    labels[a] = 1 - labels[a] if labels[a] in (0, 1) else 1
            f.write(json.dumps({"id": p["id"], "labels": labels}) + "\n")

    with open(os.path.join(args.out, "all.jsonl"), "w") as f:
        for name in ("pairs.jsonl", "scores.jsonl"):
            with open(os.path.join(args.out, name)) as part:
                f.write(part.read())


if __name__ == "__main__":
    main()

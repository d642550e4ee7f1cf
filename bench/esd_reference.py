#!/usr/bin/env python3
"""The ESD figures of `eventscope report --json`, computed independently with the
libraries a researcher would reach for: the Python reference that docs/benchmarks.md
times the report against (issue 16).

From an EventScope project file whose annotators (people of role annotator) are an odd
number and all label every pair, as esd_bench's projects do, it computes the figures
below. Anything else is refused: panels, ties, decisions and rater groups follow
EventScope's own rules, which this reference does not repeat.

  - kept pairs (every annotator labelled, none said invalid) and their majority gold;
  - Fleiss' kappa (statsmodels.stats.inter_rater.fleiss_kappa) over the kept pairs;
  - Cohen's kappa of every two annotators (sklearn.metrics.cohen_kappa_score);
  - every model's AUROC in each setting (sklearn.metrics.roc_auc_score) against the gold;
  - their 95 % percentile bootstrap intervals with the procedure metrics/bootstrap.h
    describes (SplitMix64 seeds, idx = next() % n, numpy.percentile), each resample's
    statistic computed from the items' counts as sample weights (the same value as on
    the repeated items, without building them). A model's items are the kept pairs it
    scored, drawn over their own number. Rule 5 of that procedure (no interval when the
    figure or most resamples are undefined) is left out: at the bench's sizes every
    resample is defined.
  - or, for a figure over 100,000 items or more (`--intervals auto`, the report's
    default) or any figure (`--intervals analytic`), the large-sample interval of
    metrics/normal_intervals.h: DeLong's variance for AUROC from midranks
    (scipy.stats.rankdata, as in Sun and Xu's 2014 fast DeLong), and the delete-one
    jackknife of statsmodels' and scikit-learn's kappas, each leave-one-out table made
    once per distinct row; figure +- z se with z = scipy.stats.norm.ppf(0.975), clipped
    to [0, 1] or [-1, 1].

usage: /usr/bin/python3 bench/esd_reference.py PROJECT [--resamples N] [--seed S]
                                               [--intervals auto|bootstrap|analytic]
                                               [--compare REPORT.json]

--compare reads `eventscope report --json` (same --bootstrap N) and prints the largest
difference between its figures and these. Timings go to stderr. Needs numpy,
scikit-learn and statsmodels (scripts/install-deps.sh --python).
"""
import argparse
import json
import math
import sqlite3
import sys
import time

import numpy as np
from scipy.stats import norm, rankdata
from sklearn.metrics import cohen_kappa_score, roc_auc_score
from statsmodels.stats.inter_rater import fleiss_kappa

GAMMA = np.uint64(0x9E3779B97F4A7C15)
MIX1 = np.uint64(0xBF58476D1CE4E5B9)
MIX2 = np.uint64(0x94D049BB133111EB)
MASK = (1 << 64) - 1


def splitmix_scalar(state):
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def resample_seeds(seed, resamples):
    state = seed & MASK
    for _ in range(resamples):
        state, out = splitmix_scalar(state)
        yield out


def resample_counts(resample_seed, n):
    """How often each of the n items is drawn: the i-th draw is the (i+1)-th output of
    SplitMix64(resample_seed) modulo n, all n of them at once in uint64 arithmetic."""
    with np.errstate(over="ignore"):
        z = np.uint64(resample_seed) + np.arange(1, n + 1, dtype=np.uint64) * GAMMA
        z = (z ^ (z >> np.uint64(30))) * MIX1
        z = (z ^ (z >> np.uint64(27))) * MIX2
        z ^= z >> np.uint64(31)
    return np.bincount((z % np.uint64(n)).astype(np.int64), minlength=n)


def load(path):
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    pair_ids = np.array([r[0] for r in db.execute("SELECT id FROM esd_pair ORDER BY id")])
    index = np.full(int(pair_ids.max()) + 1 if len(pair_ids) else 1, -1, dtype=np.int64)
    index[pair_ids] = np.arange(len(pair_ids))
    people = db.execute(
        "SELECT p.id, p.name FROM person p WHERE p.id IN (SELECT DISTINCT person_id FROM esd_label) "
        "AND p.role = 'annotator' ORDER BY p.name").fetchall()
    if db.execute("SELECT count(*) FROM esd_label l JOIN person p ON p.id = l.person_id "
                  "WHERE p.role <> 'annotator'").fetchone()[0]:
        sys.exit(f"{path}: labels by adjudicators or viewers: the reference covers plain "
                 "projects only")
    if len(people) % 2 == 0:
        sys.exit(f"{path}: {len(people)} annotators can tie: the reference covers odd panels only")
    if db.execute("SELECT count(*) FROM esd_adjudication").fetchone()[0] or \
            db.execute("SELECT count(*) FROM assignment WHERE dataset = 'esd'").fetchone()[0] or \
            db.execute("SELECT count(*) FROM rater_group").fetchone()[0]:
        sys.exit(f"{path}: decisions, assignments or rater groups: the reference covers plain "
                 "projects only")
    column = {pid: c for c, (pid, _) in enumerate(people)}
    labels = np.full((len(pair_ids), len(people)), -2, dtype=np.int8)
    rows = np.array(db.execute("SELECT pair_id, person_id, label FROM esd_label").fetchall(),
                    dtype=np.int64)
    labels[index[rows[:, 0]], [column[p] for p in rows[:, 1]]] = rows[:, 2]
    if (labels == -2).any():
        sys.exit(f"{path}: some annotator has not labelled every pair: the reference covers "
                 "full panels only")
    models = []
    for mid, name, direction in db.execute(
            "SELECT id, name, direction FROM model ORDER BY name").fetchall():
        for setting, setting_name in ((0, "full"), (1, "core")):
            got = np.array(db.execute(
                "SELECT pair_id, score FROM esd_score WHERE model_id = ? AND setting = ?",
                (mid, setting)).fetchall(), dtype=np.float64).reshape(-1, 2)
            # Scores an import kept as their column alone (schema version 10): big-endian
            # doubles for pairs first_pair, first_pair + 1, ..., NaN where none.
            for first, blob in db.execute(
                    "SELECT first_pair, scores FROM esd_score_column WHERE model_id = ? AND "
                    "setting = ? AND sole", (mid, setting)).fetchall():
                values = np.frombuffer(blob, dtype=">f8").astype(np.float64)
                ids = first + np.arange(len(values), dtype=np.int64)
                kept = ~np.isnan(values)
                got = np.concatenate([got, np.column_stack([ids[kept], values[kept]])])
            if len(got) == 0:
                continue
            scores = np.full(len(pair_ids), np.nan)
            scores[index[got[:, 0].astype(np.int64)]] = got[:, 1]
            models.append((name, setting_name, direction, scores))
    return [name for _, name in people], labels, models


def percentile_interval(values):
    values = [v for v in values if v is not None and math.isfinite(v)]
    lo, hi = np.percentile(values, [2.5, 97.5])
    return [float(lo), float(hi)]


ANALYTIC_FROM = 100000
Z = norm.ppf(0.975)


def delong_interval(truth, scores):
    x = scores[truth == 1]
    y = scores[truth == 0]
    m, n = len(x), len(y)
    tz = rankdata(np.concatenate([x, y]))
    v10 = (tz[:m] - rankdata(x)) / n
    v01 = 1.0 - (tz[m:] - rankdata(y)) / m
    auc = v10.mean()
    se = math.sqrt(v10.var(ddof=1) / m + v01.var(ddof=1) / n)
    return [max(0.0, auc - Z * se), min(1.0, auc + Z * se)]


def jackknife_interval(full, rows, kappa_without):
    """rows: one key per item; kappa_without(i) the kappa without item i, asked once for
    the first item of each distinct key."""
    keys, first, times = np.unique(rows, axis=0, return_index=True, return_counts=True)
    values = np.array([kappa_without(i) for i in first])
    n = times.sum()
    mean = (values * times).sum() / n
    se = math.sqrt((n - 1) / n * (times * (values - mean) ** 2).sum())
    return [max(-1.0, full - Z * se), min(1.0, full + Z * se)]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("project")
    parser.add_argument("--resamples", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=20231)
    parser.add_argument("--intervals", choices=["auto", "bootstrap", "analytic"], default="auto")
    parser.add_argument("--compare")
    args = parser.parse_args()

    t0 = time.perf_counter()
    annotators, labels, models = load(args.project)
    t1 = time.perf_counter()

    kept = (labels >= 0).all(axis=1)
    k = labels[kept].astype(np.int64)
    ones = k.sum(axis=1)
    table = np.stack([k.shape[1] - ones, ones], axis=1)
    gold = (2 * ones > k.shape[1]).astype(np.int64)
    cohen_pairs = [(a, b) for a in range(len(annotators)) for b in range(a + 1, len(annotators))]
    model_items = []
    for name, setting, direction, scores in models:
        s = scores[kept]
        has = ~np.isnan(s)
        model_items.append((name, setting, has, -s[has] if direction == "lower" else s[has]))

    out = {"kept": int(kept.sum()), "fleiss_kappa": float(fleiss_kappa(table)),
           "cohen_kappa": [float(cohen_kappa_score(k[:, a], k[:, b])) for a, b in cohen_pairs],
           "models": [{"model": name, "setting": setting,
                       "auroc": float(roc_auc_score(gold[has], s))}
                      for name, setting, has, s in model_items]}
    t2 = time.perf_counter()

    n = len(k)
    analytic_from = {"auto": ANALYTIC_FROM, "bootstrap": math.inf, "analytic": 0}[args.intervals]

    def analytic(items):
        return items >= analytic_from

    # Every figure resamples the kept pairs or a model's share of them: when even the
    # kappas' are analytic, so are all.
    resamples = 0 if analytic(n) and all(analytic(len(s)) for *_, s in model_items) \
        else args.resamples
    fleiss_values, cohen_values = [], [[] for _ in cohen_pairs]
    auroc_values = [[] for _ in model_items]
    for r, seed in enumerate(resample_seeds(args.seed, resamples)):
        counts = resample_counts(seed, n)
        fleiss_values.append(fleiss_kappa(np.repeat(table, counts, axis=0)))
        for j, (a, b) in enumerate(cohen_pairs):
            cohen_values[j].append(cohen_kappa_score(k[:, a], k[:, b], sample_weight=counts))
        # Every statistic over the same number of items shares the resample's draws.
        by_size = {n: counts}
        for j, (_, _, has, s) in enumerate(model_items):
            m = len(s)
            if m not in by_size:
                by_size[m] = resample_counts(seed, m)
            auroc_values[j].append(roc_auc_score(gold[has], s, sample_weight=by_size[m]))
        print(f"resample {r + 1}/{resamples}: {time.perf_counter() - t2:.1f} s",
              file=sys.stderr, end="\r")
    t3 = time.perf_counter()
    if resamples:
        out["fleiss_kappa_ci"] = percentile_interval(fleiss_values)
        out["cohen_kappa_ci"] = [percentile_interval(v) for v in cohen_values]
        for m, v in zip(out["models"], auroc_values):
            m["auroc_ci"] = percentile_interval(v)
    if args.resamples and analytic(n):
        out["fleiss_kappa_ci"] = jackknife_interval(
            out["fleiss_kappa"], table, lambda i: fleiss_kappa(np.delete(table, i, axis=0)))
        out["cohen_kappa_ci"] = [
            jackknife_interval(c, k[:, [a, b]], lambda i, a=a, b=b: cohen_kappa_score(
                np.delete(k[:, a], i), np.delete(k[:, b], i)))
            for c, (a, b) in zip(out["cohen_kappa"], cohen_pairs)]
    if args.resamples:
        for m, (_, _, has, s) in zip(out["models"], model_items):
            if analytic(len(s)):
                m["auroc_ci"] = delong_interval(gold[has], s)
    t4 = time.perf_counter()
    print(json.dumps(out, indent=1))
    print(f"\nload {t1 - t0:.2f} s, figures {t2 - t1:.2f} s, {resamples} resamples "
          f"{t3 - t2:.2f} s ({(t3 - t2) / max(1, resamples):.3f} s each), "
          f"large-sample intervals {t4 - t3:.2f} s, total {t4 - t0:.2f} s", file=sys.stderr)

    if args.compare:
        with open(args.compare, encoding="utf-8") as f:
            report = json.load(f)["esd"]
        if len(report["cohen_kappa"]) != len(out["cohen_kappa"]) or \
                len(report["models"]) != len(out["models"]):
            sys.exit("the report lists other annotators or models")
        pairs = [(out["kept"], report["kept"]), (out["fleiss_kappa"], report["fleiss_kappa"])]
        pairs += zip(out["cohen_kappa"], [c["kappa"] for c in report["cohen_kappa"]])
        pairs += zip([m["auroc"] for m in out["models"]], [m["auroc"] for m in report["models"]])
        if args.resamples:
            pairs += zip(out["fleiss_kappa_ci"], report["fleiss_kappa_ci"])
            for mine, theirs in zip(out["cohen_kappa_ci"], report["cohen_kappa"]):
                pairs += zip(mine, theirs["kappa_ci"])
            for mine, theirs in zip(out["models"], report["models"]):
                pairs += zip(mine["auroc_ci"], theirs["auroc_ci"])
        names = [(m["model"], m["setting"]) for m in out["models"]]
        if names != [(m["model"], m["setting"]) for m in report["models"]]:
            sys.exit("the report lists other models")
        worst = max(abs(a - b) for a, b in pairs)
        print(f"{len(pairs)} figures compared, largest difference {worst:.3g}", file=sys.stderr)
        if worst > 1e-9:
            sys.exit(1)


if __name__ == "__main__":
    main()

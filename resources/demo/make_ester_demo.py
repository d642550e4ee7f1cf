#!/usr/bin/env python3
"""Writes the ESTER part of the demo project: a small split in the released shape
(gold answers), two annotators' answers to its questions and one model's predictions.
The passages are written for EventScope; offsets are computed here so they always
match the text. Run from this directory: python3 make_ester_demo.py"""
import json

PASSAGES = [
    "Heavy rain flooded the river valley on Monday, and officials evacuated three villages. "
    "The flooding destroyed two bridges and cut power to thousands of homes. "
    "If the dam had failed, the damage would have been far worse, engineers said. "
    "Repair crews began rebuilding the bridges on Wednesday.\n",
    "The city council approved a new budget after a long debate. "
    "The vote followed weeks of protests by teachers, who demanded higher salaries. "
    "If the council raises salaries, the union will end the strike. "
    "The decision, which surprised many observers, was welcomed by parents.\n",
    "The company announced a merger with its largest rival on Friday. "
    "The deal includes a share swap and the closure of two factories. "
    "Had regulators blocked the deal, the company would have cut more jobs. "
    "Investors cheered the announcement, and the shares rose sharply.\n",
]

# (passage, question, question_event, type, answers, events, triggers)
QUESTIONS = [
    (0, "What caused the flooding of the river valley?", "flooded", "Causal",
     ["Heavy rain"], ["rain"], ["flooded", "rain", "evacuated"]),
    (0, "What happened as a result of the flooding?", "flooding", "Causal",
     ["destroyed two bridges", "cut power to thousands of homes"], ["destroyed", "cut"],
     ["flooding", "destroyed", "cut"]),
    (0, "What would have happened if the dam had failed?", "failed", "Counterfactual Conditional",
     ["the damage would have been far worse"], ["damage"], ["failed", "damage"]),
    (0, "What did the evacuation of the villages involve?", "evacuated", "Sub-event",
     ["evacuated three villages"], ["evacuated"], ["evacuated"]),
    (1, "Why did teachers protest?", "protests", "Causal",
     ["demanded higher salaries"], ["demanded"], ["protests", "demanded"]),
    (1, "What will happen if the council raises salaries?", "raises", "Indicative Conditional",
     ["the union will end the strike"], ["end"], ["raises", "end", "strike"]),
    (1, "What does the decision refer to?", "decision", "Coreference",
     ["approved a new budget", "The vote"], ["approved", "vote"], ["decision", "approved", "vote"]),
    (2, "What does the deal consist of?", "deal", "Sub-event",
     ["a share swap", "the closure of two factories"], ["swap", "closure"], ["deal", "swap", "closure"]),
    (2, "What would the company have done if regulators had blocked the deal?", "blocked",
     "Counterfactual Conditional", ["cut more jobs"], ["cut"], ["blocked", "cut"]),
    (2, "What does the announcement refer to?", "announcement", "Coreference",
     ["announced a merger with its largest rival"], ["announced"], ["announcement", "announced"]),
    (2, "What happened because investors cheered the announcement?", "cheered", "Causal",
     ["the shares rose sharply"], ["rose"], ["cheered", "rose"]),
]

# Annotators answer the same questions, not always alike; ann_b skips one and calls
# one question by another relation type.
ANN_A = {1: ["destroyed two bridges"], 6: ["approved a new budget"]}
ANN_B = {0: ["Heavy rain flooded the river valley"], 7: ["a share swap"]}
ANN_B_TYPES = {3: "Causal"}
ANN_B_SKIP = {10}
PREDICTIONS = [
    ["heavy rain"], ["destroyed two bridges"], ["the damage would have been far worse"],
    ["officials evacuated three villages"], ["higher salaries"], ["the union will end the strike"],
    ["the vote"], ["a share swap", "the closure of two factories"], ["more jobs"],
    ["investors cheered the announcement"], ["the shares rose sharply"],
]


def span(text, piece, start=0):
    i = text.index(piece, start)
    return i, i + len(piece)


def record(q, answers, qtype=None):
    p, question, qevent, rtype, _, events, triggers = q
    context = PASSAGES[p]
    rec = {"context": context, "question": question, "question_event": qevent,
           "answer_texts": answers,
           "answer_indices": ["(%d,%d)" % span(context, a) for a in answers],
           "events": events,
           "original_events": {"spans": triggers,
                               "indices": ["(%d,%d)" % span(context, t) for t in triggers]},
           "type": qtype or rtype}
    return rec


def main():
    gold = [record(q, q[4]) for q in QUESTIONS]
    ann_a = [record(q, ANN_A.get(i, q[4])) for i, q in enumerate(QUESTIONS)]
    ann_b = [record(q, ANN_B.get(i, q[4]), ANN_B_TYPES.get(i))
             for i, q in enumerate(QUESTIONS) if i not in ANN_B_SKIP]
    for name, data in [("ester_demo.json", gold), ("ester_demo_ann_a.json", ann_a),
                       ("ester_demo_ann_b.json", ann_b), ("ester_demo_pred.json", PREDICTIONS)]:
        with open(name, "w") as f:
            json.dump(data, f, indent=1)
            f.write("\n")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Writes EventScope's OpenPI 2.0 demo sample (three procedures written for the demo).

openpi_demo.json                procedures with entity states and canonical clusters
openpi_demo_ann_a.json          annotator A's salience (numbers, the released human shape)
openpi_demo_ann_b.json          annotator B's salience (strings of digits, one "n/a")
openpi_demo_pred.json           a model's salience with explanations
openpi_demo_gold_clusters.json  hand-made gold entity clusters
openpi_demo_clusters_pred.json  a model's entity clustering
openpi_demo_attr_pred.json      the model's attribute clustering
openpi_demo_schemata_pred.json  the model's predicted schemata (d1, d2)
openpi_demo_schema_errors_ann_a.json  annotator A's error analysis of those schemata
openpi_demo_schema_errors_ann_b.json  annotator B's error analysis of d1's
openpi_demo_states_pred.json    the model's predicted states (d1 against the project's
                                states, d3 against the gold lists below)
openpi_demo_states_gold.json    gold state lists for d3, as the release's dev_states_gold.json
openpi_demo_states_ann_a.json   annotators A's and B's own state changes of d1 and d3, in the
openpi_demo_states_ann_b.json   states files' shape (they agree on most pairs, not on all)
openpi_demo_expansions_ann_a_entity.json     annotator A's judgements of d1's generated
openpi_demo_expansions_ann_a_attribute.json  entity and attribute paraphrases, in the shape of
                                the release's over_generate_relevance_annotation files

The procedures' clusters carry generated paraphrases (expansions) in the shape of the
release's dev-data-reformatted-v4-overgenerated-unique.json.
"""
import copy
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def change(attribute, before, after, annotation=None):
    return {"attribute": attribute, "before": before, "after": after,
            "attribute_annotation": annotation or attribute}


PROCEDURES = {
    "d1": {
        "goal": "Make Iced Coffee",
        "steps": ["Brew a pot of strong coffee.", "Let the coffee cool to room temperature.",
                  "Fill a tall glass with ice cubes.", "Pour the coffee over the ice and add milk."],
        "topics": "Food and Entertaining",
        "states": [
            ("coffee", ["coffee | strong coffee"], {
                "step1": [change("temperature", "cold", "hot", "temperature | heat"),
                          change("existence", "nonexistent", "brewed")],
                "step2": [change("temperature", "hot", "room temperature")],
                "step4": [change("location", "in pot", "in glass", "location | placement")]}),
            ("coffee maker", ["coffee maker | espresso machine"], {
                "step1": [change("power", "off", "on", "power | state"),
                          change("cleanness", "clean", "dirty")]}),
            ("ice cubes", ["ice cubes | ice"], {
                "step3": [change("location", "in freezer", "in glass")],
                "step4": [change("state", "solid", "partly melted", "state | phase")]}),
            ("glass", ["tall glass | glass"], {
                "step3": [change("fullness", "empty", "full of ice")],
                "step4": [change("fullness", "full of ice", "full")]}),
            ("milk", ["milk"], {"step4": [change("location", "in fridge", "in glass")]}),
        ],
        "clusters": {
            "coffee": (["coffee", "strong coffee"], {"temperature": ["temperature", "heat"],
                                                     "existence": ["existence"],
                                                     "location": ["location", "placement"]}),
            "coffee maker": (["coffee maker", "espresso machine"], {"power": ["power", "state"],
                                                                   "cleanness": ["cleanness"]}),
            "ice cubes": (["ice cubes", "ice"], {"location": ["location"], "state": ["state", "phase"]}),
            "glass": (["glass", "tall glass"], {"fullness": ["fullness"]}),
            "milk": (["milk"], {"location": ["location"]}),
        },
    },
    "d2": {
        "goal": "Repot a Houseplant",
        "steps": ["Water the plant a day before repotting.", "Tip the pot and slide the plant out.",
                  "Loosen the roots with your fingers.", "Set the plant in a larger pot with fresh soil."],
        "topics": "Home and Garden",
        "states": [
            ("plant", ["houseplant | plant"], {
                "step1": [change("wetness", "dry", "wet", "wetness | moisture")],
                "step2": [change("location", "in old pot", "on table")],
                "step4": [change("location", "on table", "in new pot")]}),
            ("old pot", ["old pot | pot"], {"step2": [change("fullness", "full", "empty")]}),
            ("roots", ["roots | root ball"], {"step3": [change("shape", "tangled", "loose", "shape | form")]}),
            ("soil", ["fresh soil | potting soil"], {"step4": [change("location", "in bag", "in new pot")]}),
            ("fingers", ["fingers | hands"], {"step3": [change("cleanness", "clean", "dirty")]}),
            ("new pot", ["larger pot | new pot"], {"step4": [change("fullness", "empty", "full")]}),
        ],
        "clusters": {
            "plant": (["plant", "houseplant"], {"wetness": ["wetness", "moisture"], "location": ["location"]}),
            "old pot": (["old pot", "pot"], {"fullness": ["fullness"]}),
            "roots": (["roots", "root ball"], {"shape": ["shape", "form"]}),
            "soil": (["soil", "fresh soil", "potting soil"], {"location": ["location"]}),
            "fingers": (["fingers", "hands"], {"cleanness": ["cleanness"]}),
            "new pot": (["new pot", "larger pot"], {"fullness": ["fullness"]}),
        },
    },
    "d3": {
        "goal": "Clean a Whiteboard",
        "steps": ["Wipe off loose marker with a dry eraser.", "Spray the board with cleaner.",
                  "Scrub the board with a soft cloth."],
        "topics": "Home and Garden",
        "states": [
            ("whiteboard", ["whiteboard | board"], {
                "step1": [change("cleanness", "covered in marker", "faint marks")],
                "step2": [change("wetness", "dry", "wet")],
                "step3": [change("cleanness", "faint marks", "clean"), change("wetness", "wet", "dry")]}),
            ("eraser", ["dry eraser | eraser"], {"step1": [change("cleanness", "clean", "inky")]}),
            ("cleaner", ["cleaner | spray cleaner"], {"step2": [change("location", "in bottle", "on board")]}),
            ("cloth", ["soft cloth | cloth"], {"step3": [change("wetness", "dry", "damp")]}),
        ],
        "clusters": {
            "whiteboard": (["whiteboard", "board"], {"cleanness": ["cleanness"], "wetness": ["wetness"]}),
            "eraser": (["eraser", "dry eraser"], {"cleanness": ["cleanness"]}),
            "cleaner": (["cleaner", "spray cleaner"], {"location": ["location"]}),
            "cloth": (["cloth", "soft cloth"], {"wetness": ["wetness"]}),
        },
    },
}

# Global salience, then local salience per step (None: not rated).
RATINGS_A = {
    "d1": {"coffee": (5, [5, 5, 0, 5]), "coffee maker": (4, [5, 0, 0, 0]), "ice cubes": (5, [0, 0, 5, 5]),
           "glass": (3, [0, 0, 4, 5]), "milk": (2, [0, 0, 0, 3])},
    "d2": {"plant": (5, [4, 5, 3, 5]), "old pot": (3, [0, 5, 0, 1]), "roots": (4, [0, 2, 5, 4]),
           "soil": (4, [0, 0, 0, 5]), "fingers": (1, [0, 0, 3, 0]), "new pot": (5, [0, 0, 0, 5])},
    "d3": {"whiteboard": (5, [5, 5, 5]), "eraser": (3, [5, 0, 0]), "cleaner": (3, [0, 5, 2]),
           "cloth": (4, [0, 0, 5])},
}
RATINGS_B = {
    "d1": {"coffee": (5, [5, 4, 0, 5]), "coffee maker": (3, [5, 0, 0, 0]), "ice cubes": (4, [0, 0, 5, 4]),
           "glass": (3, [0, 0, 5, 4]), "milk": (1, [0, 0, 0, 2])},
    "d2": {"plant": (5, [5, 5, 4, 5]), "old pot": (2, [0, 4, 0, 0]), "roots": (2, [0, 3, 5, 3]),
           "soil": (5, [0, 0, 0, 5]), "fingers": ("n/a", [0, 0, 2, 0]), "new pot": (4, [0, 0, 0, 5])},
    "d3": {"whiteboard": (5, [5, 4, 5]), "eraser": (4, [5, 0, 0]), "cleaner": (2, [0, 5, 3]),
           "cloth": (3, [0, 0, 4])},
}
RATINGS_MODEL = {
    "d1": {"coffee": (5, [5, 4, 1, 5]), "coffee maker": (4, [5, 1, 1, 1]), "ice cubes": (4, [1, 1, 5, 4]),
           "glass": (4, [1, 1, 4, 4]), "milk": (3, [1, 1, 1, 4])},
    "d2": {"plant": (5, [5, 4, 4, 5]), "old pot": (3, [1, 4, 1, 1]), "roots": (4, [1, 3, 5, 4]),
           "soil": (4, [1, 1, 1, 5]), "fingers": (2, [1, 1, 3, 1]), "new pot": (4, [1, 1, 1, 5])},
    "d3": {"whiteboard": (5, [4, 5, 5]), "eraser": (4, [5, 1, 1]), "cleaner": (4, [1, 5, 3]),
           "cloth": (3, [1, 1, 5])},
}

# Generated paraphrases (expansions) of the clusters: entity, then attribute by attribute.
EXPANSIONS = {
    "d1": {"coffee": (["iced coffee", "brew"], {"temperature": ["warmth"], "location": ["position"]}),
           "coffee maker": (["coffee machine"], {"power": ["on/off"]}),
           "ice cubes": (["frozen water"], {"state": ["form"]}),
           "glass": (["cup"], {"fullness": ["volume"]})},
    "d2": {"plant": (["potted plant"], {"wetness": ["dampness"]}),
           "roots": (["root system"], {})},
    "d3": {"cloth": (["rag"], {"wetness": ["dampness"]})},
}

GOLD_CLUSTERS = {
    "d1": [["coffee", "strong coffee"], ["coffee maker", "espresso machine"], ["ice cubes", "ice"],
           ["glass", "tall glass"], ["milk"]],
    "d2": [["plant", "houseplant"], ["old pot", "pot"], ["roots", "root ball"],
           ["soil", "fresh soil", "potting soil"], ["fingers", "hands"], ["new pot", "larger pot"]],
    "d3": [["whiteboard", "board"], ["eraser", "dry eraser"], ["cleaner", "spray cleaner"],
           ["cloth", "soft cloth"]],
}
# The model merges the coffee maker into the coffee, splits the soil and keeps a
# mention no gold cluster has ("cup").
PREDICTED_CLUSTERS = {
    "d1": {"coffee": ["coffee", "strong coffee", "coffee maker", "espresso machine"], "ice": ["ice cubes", "ice"],
           "glass": ["glass", "tall glass", "cup"], "milk": ["milk"]},
    "d2": {"plant": ["plant", "houseplant"], "pot": ["old pot", "pot"], "roots": ["roots", "root ball"],
           "soil": ["soil", "fresh soil"], "potting soil": ["potting soil"], "hands": ["fingers", "hands"],
           "new pot": ["new pot", "larger pot"]},
}


def expanded_cluster(pid, name, members, attrs):
    generated, attr_generated = EXPANSIONS.get(pid, {}).get(name, ([], {}))
    attributes = {}
    for attr, names in attrs.items():
        extra = attr_generated.get(attr, [])
        attributes[attr] = {"attribute_cluster": names, "attribute_overgenerate": extra,
                            "attribute_cluster_combined": extra + names}
    return {"entity_cluster": members, "attribute_cluster": attributes, "entity_overgenerate": generated,
            "entity_cluster_combined": members + generated}


def procedures_json(expanded=True):
    out = {}
    for pid, p in PROCEDURES.items():
        states = []
        for entity, annotation, answers in p["states"]:
            steps = {f"step{i + 1}": copy.deepcopy(answers.get(f"step{i + 1}", [])) for i in range(len(p["steps"]))}
            states.append({"entity": entity, "answers": steps, "entity_annotation": annotation})
        clusters = {name: expanded_cluster(pid, name, members, attrs) if expanded
                    else {"entity_cluster": members, "attribute_cluster": attrs}
                    for name, (members, attrs) in p["clusters"].items()}
        out[pid] = {"goal": p["goal"], "steps": p["steps"], "topics": p["topics"], "states": states,
                    "clusters": clusters}
    return out


def person_salience(ratings, as_strings):
    out = procedures_json(expanded=False)
    for pid, proc in out.items():
        for state in proc["states"]:
            glob, local = ratings[pid][state["entity"]]
            state["global_salience"] = str(glob) if as_strings else glob
            state["votes"] = 3
            for i, (key, changes) in enumerate(list(state["answers"].items())):
                state["answers"][key] = {"votes": len(changes), "states": [{"votes": 2, "states": c} for c in changes],
                                         "local_salience": str(local[i]) if as_strings else local[i]}
    return out


def model_salience(ratings):
    out = procedures_json(expanded=False)
    for pid, proc in out.items():
        for state in proc["states"]:
            glob, local = ratings[pid][state["entity"]]
            state["global_salience_pred"] = str(glob)
            state["global_salience_explanation"] = f"{glob} - the {state['entity']} matters this much to the goal."
            for i, (key, changes) in enumerate(list(state["answers"].items())):
                state["answers"][key] = {"attributes": changes, "local_salience_pred": str(local[i]),
                                         "local_salience_explanation":
                                             f"{local[i]} - how much step {i + 1} needs the {state['entity']}."}
    return out


# The model's attribute clustering, keyed by the canonical entity names: it merges
# coffee's existence into its temperature and keeps a mention no gold cluster has ("taste").
PREDICTED_ATTRIBUTE_CLUSTERS = {
    "d1": {"coffee": {"temperature": ["heat", "existence"], "location": ["placement", "location"], "taste": ["taste"]},
           "coffee maker": {"power": ["state"], "cleanness": ["cleanness"]},
           "ice cubes": {"location": ["location"], "phase": ["state", "phase"]}},
    "d2": {"plant": {"wetness": ["moisture"], "location": ["location"]}},
}

# The model's predicted schemata: per step, the entities it expects to change and how.
# "The coffee maker" and "Ice" are matched only once names are normalised, "coffee
# machine" and "cup" only with expansion, "straw" never.
PREDICTED_SCHEMATA = {
    "d1": [{"coffee": ["temperature", "existence", "taste"], "The coffee maker": ["power"]},
           {"coffee": ["temperature"]},
           {"Ice": ["location", "state"], "glass": ["fullness", "weight"], "cup": ["volume"]},
           {"coffee": ["location", "position"], "milk": ["location"], "straw": ["location"],
            "coffee machine": ["power"]}],
    "d2": [{"plant": ["moisture", "location"]},
           {"plant": ["location"], "pot": ["fullness"]},
           {"roots": ["shape"], "hands": ["cleanness"]},
           {"soil": ["location"], "new pot": ["fullness", "weight"]}],
}

# Error analyses of those schemata, per step {entity: [[attribute, label], ...]}: "1"
# correct, "2" no change, "3" nonsense, "" not yet labelled, [attribute, 100] a pair the
# person added as missed and ["", 100] an empty slot, "annotated" once finished.
SCHEMA_ERRORS_A = {
    "d1": [{"coffee": [["temperature", "1"], ["existence", "1"], ["taste", "3"], ["", 100]],
            "The coffee maker": [["power", "1"], ["cleanness", 100]]},
           {"coffee": [["temperature", "1"], ["", 100]]},
           {"Ice": [["location", "1"], ["state", "2"], ["", 100]],
            "glass": [["fullness", "1"], ["weight", "2"], ["", 100]],
            "cup": [["volume", "3"], ["", 100]]},
           {"coffee": [["location", "1"], ["position", "2"], ["", 100]],
            "milk": [["location", "1"], ["", 100]], "straw": [["location", "3"], ["", 100]],
            "coffee machine": [["power", "2"], ["", 100]]},
           "annotated"],
    "d2": [{"plant": [["moisture", "1"], ["location", "2"], ["", 100]]},
           {"plant": [["location", "1"], ["", 100]], "pot": [["fullness", "1"], ["", 100]]},
           {"roots": [["shape", ""], ["", 100]], "hands": [["cleanness", ""], ["", 100]]},
           {"soil": [["location", ""], ["", 100]], "new pot": [["fullness", ""], ["weight", ""], ["", 100]]}],
}
SCHEMA_ERRORS_B = {
    "d1": [{"coffee": [["temperature", "1"], ["existence", "2"], ["taste", "3"], ["", 100]],
            "The coffee maker": [["power", "1"], ["", 100]]},
           {"coffee": [["temperature", "1"], ["", 100]]},
           {"Ice": [["location", "1"], ["state", "1"], ["", 100]],
            "glass": [["fullness", "1"], ["weight", "3"], ["", 100]],
            "cup": [["volume", "2"], ["", 100]]},
           {"coffee": [["location", "1"], ["position", "1"], ["", 100]],
            "milk": [["location", "1"], ["", 100]], "straw": [["location", "3"], ["", 100]],
            "coffee machine": [["power", "2"], ["temperature", 100]]},
           "annotated"],
}

# Predicted states: d1 scored against the project's own states (matched by entity and
# attribute names; "straw" matches none), d3 against the gold lists by position.
PREDICTED_STATES = {
    "d1": [[["coffee | strong coffee", "temperature", "cold", "hot"], ["coffee maker", "power", "off", "running"]],
           [["coffee", "temperature | heat", "hot", "room temperature"]],
           [["ice", "location", "in freezer", "in glass"], ["glass", "fullness", "empty", "full"]],
           [["milk", "location", "in fridge", "in glass"], ["straw", "location", "in drawer", "in glass"]]],
    "d3": [[["whiteboard", "cleanness", "covered in marker", "faint marks"], ["eraser", "cleanness", "clean", "dirty"]],
           [["whiteboard", "wetness", "dry", "wet"], ["cleaner", "location", "in bottle", "on board"]],
           [["whiteboard", "cleanness", "faint marks", "clean"], ["cloth", "wetness", "dry", "wet"]]],
}
GOLD_STATES = {
    "d3": [[["board", "cleanness", "covered in marker | marked", "faint marks"], ["eraser", "cleanness", "clean", "inky"]],
           [["board", "wetness", "dry", "wet"], ["spray cleaner", "location", "in bottle", "on board | on the board"]],
           [["board", "cleanness", "faint marks", "clean | spotless"], ["cloth", "wetness", "dry", "damp"]]],
}


# Annotator A's judgements of d1's generated paraphrases: the bad ones of each cluster.
BAD_ENTITY_PARAPHRASES = {"coffee": ["brew"], "glass": ["cup"]}
BAD_ATTRIBUTE_PARAPHRASES = {("coffee", "location"): ["position"], ("coffee maker", "power"): ["on/off"],
                             ("ice cubes", "state"): ["form"]}


def judgements_json(kind):
    pid = "d1"
    p = PROCEDURES[pid]
    steps = "\n".join(f"[Step{i + 1}] {s}" for i, s in enumerate(p["steps"]))
    annotation = {}
    for name, (members, attrs) in p["clusters"].items():
        generated, attr_generated = EXPANSIONS[pid].get(name, ([], {}))
        if kind == "entity":
            annotation[name] = {"original_cluster": members, "overgenerate_cluster": generated,
                                "bad_overgenerate": BAD_ENTITY_PARAPHRASES.get(name, [])}
        else:
            annotation[name] = {"original_entity": members, "attribute_annotation": [
                {"original_attribute": names, "attribute_overgenerate": attr_generated.get(attr, []),
                 "bad_overgenerate": BAD_ATTRIBUTE_PARAPHRASES.get((name, attr), [])}
                for attr, names in attrs.items()]}
    return {pid: {"goal": p["goal"], "steps": steps, "annotation": annotation}}


def gold_clusters_json():
    return {pid: {"goal": PROCEDURES[pid]["goal"], "steps": PROCEDURES[pid]["steps"], "entities": c,
                  "entities_flattened": [m for cluster in c for m in cluster]}
            for pid, c in GOLD_CLUSTERS.items()}


# Annotators' own state changes, written as the OpenPI protocol has people write them.
STATES_A = {
    "d1": [
        [["coffee", "temperature", "cold", "hot"], ["coffee maker", "power", "off", "on"]],
        [["coffee", "temperature", "hot", "room temperature"]],
        [["ice cubes", "location", "in freezer", "in glass"], ["glass", "fullness", "empty", "full"]],
        [["milk", "location", "in fridge", "in glass"]],
    ],
    "d3": [
        [["whiteboard", "cleanness", "covered in marker", "faint marks"], ["eraser", "cleanness", "clean", "inky"]],
        [["whiteboard", "wetness", "dry", "wet"], ["cleaner", "location", "in bottle", "on board"]],
        [["whiteboard", "cleanness", "faint marks", "clean"], ["cloth", "wetness", "dry", "damp"]],
    ],
}

STATES_B = {
    "d1": [
        [["coffee", "temperature", "cold", "hot"]],
        [["coffee", "temperature", "hot", "cool"]],
        [["ice cubes", "location", "in freezer", "in glass"], ["glass", "fullness", "empty", "half full"]],
        [["milk", "location", "in fridge", "in glass"], ["glass", "color", "clear", "brown"]],
    ],
    "d3": [
        [["whiteboard", "cleanness", "covered in marker", "smudged"], ["eraser", "cleanness", "clean", "inky"]],
        [["whiteboard", "wetness", "dry", "wet"]],
        [["whiteboard", "cleanness", "smudged", "clean"], ["cloth", "wetness", "dry", "damp"]],
    ],
}

def write(name, data):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(data, f, indent=1, ensure_ascii=False)
        f.write("\n")


if __name__ == "__main__":
    write("openpi_demo.json", procedures_json())
    write("openpi_demo_ann_a.json", person_salience(RATINGS_A, False))
    write("openpi_demo_ann_b.json", person_salience(RATINGS_B, True))
    write("openpi_demo_pred.json", model_salience(RATINGS_MODEL))
    write("openpi_demo_gold_clusters.json", gold_clusters_json())
    write("openpi_demo_clusters_pred.json", PREDICTED_CLUSTERS)
    write("openpi_demo_attr_pred.json", PREDICTED_ATTRIBUTE_CLUSTERS)
    write("openpi_demo_schemata_pred.json", PREDICTED_SCHEMATA)
    write("openpi_demo_schema_errors_ann_a.json", SCHEMA_ERRORS_A)
    write("openpi_demo_schema_errors_ann_b.json", SCHEMA_ERRORS_B)
    write("openpi_demo_states_pred.json", PREDICTED_STATES)
    write("openpi_demo_states_gold.json", GOLD_STATES)
    write("openpi_demo_states_ann_a.json", STATES_A)
    write("openpi_demo_states_ann_b.json", STATES_B)
    write("openpi_demo_expansions_ann_a_entity.json", judgements_json("entity"))
    write("openpi_demo_expansions_ann_a_attribute.json", judgements_json("attribute"))

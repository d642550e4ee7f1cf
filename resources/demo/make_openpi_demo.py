#!/usr/bin/env python3
"""Writes EventScope's OpenPI 2.0 demo sample (three procedures written for the demo).

openpi_demo.json                procedures with entity states and canonical clusters
openpi_demo_ann_a.json          annotator A's salience (numbers, the released human shape)
openpi_demo_ann_b.json          annotator B's salience (strings of digits, one "n/a")
openpi_demo_pred.json           a model's salience with explanations
openpi_demo_gold_clusters.json  hand-made gold entity clusters
openpi_demo_clusters_pred.json  a model's entity clustering
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


def procedures_json():
    out = {}
    for pid, p in PROCEDURES.items():
        states = []
        for entity, annotation, answers in p["states"]:
            steps = {f"step{i + 1}": copy.deepcopy(answers.get(f"step{i + 1}", [])) for i in range(len(p["steps"]))}
            states.append({"entity": entity, "answers": steps, "entity_annotation": annotation})
        clusters = {name: {"entity_cluster": members, "attribute_cluster": attrs}
                    for name, (members, attrs) in p["clusters"].items()}
        out[pid] = {"goal": p["goal"], "steps": p["steps"], "topics": p["topics"], "states": states,
                    "clusters": clusters}
    return out


def person_salience(ratings, as_strings):
    out = procedures_json()
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
    out = procedures_json()
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


def gold_clusters_json():
    return {pid: {"goal": PROCEDURES[pid]["goal"], "steps": PROCEDURES[pid]["steps"], "entities": c,
                  "entities_flattened": [m for cluster in c for m in cluster]}
            for pid, c in GOLD_CLUSTERS.items()}


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

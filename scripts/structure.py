#!/usr/bin/env python3
"""The structural figures of docs/architecture.md, measured from the sources.

    python3 scripts/structure.py            # the figures, then every file and function over
    python3 scripts/structure.py --figures  # the figures alone

Hand-written sources under app/, widgets/, db/, metrics/ and report/ are measured. A
function is a brace block at namespace or class scope opened after a parameter list (so a
lambda at namespace scope counts, one inside a function is part of that function); its
length runs from the line of its name to its closing brace, as Universal Ctags counts it.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
LAYERS = ["app", "widgets", "db", "metrics", "report"]
MAX_FILE_LINES = 800
MAX_FUNCTION_LINES = 120
QUALIFIERS = {"const", "override", "final", "noexcept", "mutable"}
ENGINE_INCLUDES = re.compile(r'#include\s+"db/engine/(postgres|sqlite)\.h"')
ENGINE_NAMES = re.compile(r"\bpg::|\bsqlite3_|\bsqlite3\b|\bPGconn\b|\bSqlite[A-Z]\w*|\bPostgres[A-Z]\w*")


def sources():
    for layer in LAYERS:
        for path in sorted((ROOT / layer).rglob("*")):
            if path.suffix in (".cpp", ".h") and path.is_file():
                yield path


def blank_out(text):
    """The text with comments, strings and character literals replaced by spaces (newlines
    kept), so that braces and parentheses inside them are not counted."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text.startswith('R"', i) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            open_paren = text.find("(", i)
            delimiter = text[i + 2:open_paren]
            j = text.find(")" + delimiter + '"', open_paren)
            j = n if j < 0 else j + len(delimiter) + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c in "\"'":
            if c == "'" and i > 0 and text[i - 1].isalnum():  # a digit separator: 1'000
                out.append(" ")
                i += 1
                continue
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(" " * (min(j + 1, n) - i))
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def opening(text, end):
    """Where the bracket closed at `end` opens."""
    close = text[end]
    open_ = {")": "(", "}": "{"}[close]
    level = 0
    for p in range(end, -1, -1):
        if text[p] == close:
            level += 1
        elif text[p] == open_:
            level -= 1
            if level == 0:
                return p
    return -1


def name_before(before):
    """The function whose body follows `before` and where its name starts; a constructor's
    member initialisers (`: a_(x), b_{y}`) are walked back over to the constructor."""
    end = max(before.rfind(")"), before.rfind("}"))
    while end >= 0:
        p = opening(before, end)
        if p < 0:
            return None, 0
        head = re.search(r"([~\w:]+|\]|operator\W+)\s*$", before[:p])
        if not head:
            return None, 0
        start = p - len(head.group(0))
        lead = before[:start].rstrip()
        if lead.endswith(",") or (lead.endswith(":") and not lead.endswith("::")):
            # A member initialiser: the constructor's parameter list is further back.
            end = len(lead) - 2
            while end >= 0 and before[end] not in ")}":
                end -= 1
            continue
        if before[end] != ")" or re.fullmatch(r"if|for|while|switch|catch", head.group(1)):
            return None, 0
        return head.group(1), start
    return None, 0


def functions(path):
    """(name, first line, length) of every function in the file."""
    text = blank_out(path.read_text(encoding="utf-8"))
    line_of = [0] * (len(text) + 1)
    line = 1
    for k, ch in enumerate(text):
        line_of[k] = line
        if ch == "\n":
            line += 1
    found = []
    stack = []  # (is_function, name, first line)
    depth_in_function = 0
    for k, ch in enumerate(text):
        if ch == "{":
            if depth_in_function:
                depth_in_function += 1
                continue
            before = text[:k].rstrip()
            words = re.findall(r"[A-Za-z_]\w*|\S", before[-400:])
            while words and words[-1] in QUALIFIERS:
                words.pop()
            if words and words[-1] == ">" and "->" in before[-200:]:
                # a trailing return type: `) -> Type {`
                arrow = before.rfind("->")
                words = re.findall(r"[A-Za-z_]\w*|\S", before[:arrow][-400:])
            name, first = None, line_of[k]
            if words and words[-1] in (")", "}"):
                name, start = name_before(before)
                if name:
                    first = line_of[start]
            if name:
                depth_in_function = 1
                stack.append((True, name, first))
            else:
                stack.append((False, None, 0))
        elif ch == "}":
            if depth_in_function > 1:
                depth_in_function -= 1
                continue
            if not stack:
                continue
            is_function, name, first = stack.pop()
            if is_function:
                depth_in_function = 0
                found.append((name, first, line_of[k] - first + 1))
    return found


def main():
    figures_only = "--figures" in sys.argv
    long_files, long_functions, engine_files, process_events = [], [], [], 0
    for path in sources():
        rel = path.relative_to(ROOT).as_posix()
        raw = path.read_text(encoding="utf-8")
        lines = raw.count("\n")
        if lines > MAX_FILE_LINES:
            long_files.append((lines, rel))
        for name, first, length in functions(path):
            if length > MAX_FUNCTION_LINES:
                long_functions.append((length, f"{rel}:{first}", name))
        process_events += len(re.findall(r"\bprocessEvents\s*\(", blank_out(raw)))
        if not rel.startswith("db/engine/") and (ENGINE_INCLUDES.search(raw) or ENGINE_NAMES.search(blank_out(raw))):
            engine_files.append(rel)
    json_reads = 0
    for path in sorted((ROOT / "report").glob("html_*")):
        html = blank_out(path.read_text(encoding="utf-8"))
        json_reads += len(re.findall(r"\bordered_json\b|\bnlohmann::json\b|\bnlohmann\b", html))
    cli_lines = (ROOT / "app/cli.cpp").read_text(encoding="utf-8").count("\n")
    print(f"files over {MAX_FILE_LINES} lines: {len(long_files)}")
    print(f"functions over {MAX_FUNCTION_LINES} lines: {len(long_functions)}")
    print(f"processEvents calls: {process_events}")
    print(f"files outside db/engine naming an engine: {len(engine_files)}")
    print(f"JSON in the HTML report (mentions of a JSON type): {json_reads}")
    print(f"app/cli.cpp lines: {cli_lines}")
    if figures_only:
        return
    print()
    for lines, rel in sorted(long_files, reverse=True):
        print(f"{lines:6} {rel}")
    print()
    for length, where, name in sorted(long_functions, reverse=True):
        print(f"{length:6} {where} {name}")
    print()
    for rel in engine_files:
        print(f"engine named in {rel}")


if __name__ == "__main__":
    main()

"""Turns the mutation runner's results (TSV: id, architecture, file, line, kind, original, outcome) into
Docs/Mutants.json: per architecture killed / total and every survivor. Usage: mutants-report.py RESULTS COMMIT"""
import json
import sys


def main(results, commit):
    architectures = {}
    with open(results, encoding="utf-8") as rows:
        for row in rows:
            identifier, name, path, line, kind, original, outcome = row.rstrip("\n").split("\t")
            entry = architectures.setdefault(name, {"killed": 0, "total": 0, "survivors": []})
            entry["total"] += 1
            if outcome == "killed":
                entry["killed"] += 1
            else:
                entry["survivors"].append(
                    {"id": int(identifier), "file": path, "line": int(line), "kind": kind, "code": original})
    json.dump({"commit": commit, "architectures": architectures}, sys.stdout, indent=2, sort_keys=True,
              ensure_ascii=False)
    print()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])

import json

org = {
    "name": "CEO", "budget": 100, "children": [
        {"name": "CTO", "budget": 60, "children": [
            {"name": "Platform", "budget": 25, "children": []},
            {"name": "Apps", "budget": 30, "children": [
                {"name": "Mobile", "budget": 12, "children": []},
                {"name": "Web", "budget": 15, "children": []},
            ]},
        ]},
        {"name": "CFO", "budget": 20, "children": [{"name": "Payroll", "budget": 5, "children": []}]},
        {"name": "COO", "budget": 30, "children": []},
    ],
}


def render(node, prefix="", last=True, out=None):
    out = [] if out is None else out
    out.append(prefix + ("└── " if last else "├── ") + f"{node['name']} ({node['budget']})")
    kids = node["children"]
    for i, child in enumerate(kids):
        render(child, prefix + ("    " if last else "│   "), i == len(kids) - 1, out)
    return out


print("\n".join(render(org)))


def total_budget(node):
    return node["budget"] + sum(total_budget(c) for c in node["children"])


def depth(node):
    return 1 + max((depth(c) for c in node["children"]), default=0)


def find_path(node, target, path=()):
    path = path + (node["name"],)
    if node["name"] == target:
        return path
    for c in node["children"]:
        found = find_path(c, target, path)
        if found:
            return found
    return None


def leaves(node):
    if not node["children"]:
        yield node["name"]
    for c in node["children"]:
        yield from leaves(c)


print(total_budget(org), depth(org), find_path(org, "Web"), find_path(org, "Legal"), list(leaves(org)))


def flatten(d, parent=""):
    items = {}
    for k, v in d.items():
        key = f"{parent}.{k}" if parent else k
        if isinstance(v, dict):
            items.update(flatten(v, key))
        elif isinstance(v, list):
            for i, x in enumerate(v):
                if isinstance(x, dict):
                    items.update(flatten(x, f"{key}[{i}]"))
                else:
                    items[f"{key}[{i}]"] = x
        else:
            items[key] = v
    return items


doc = {"a": {"b": 1, "c": [1, 2, {"d": 3}]}, "e": "x", "f": {"g": {"h": None}}}
print(json.dumps(flatten(doc), indent=1))


def hanoi(n, src, dst, via, moves):
    if n:
        hanoi(n - 1, src, via, dst, moves)
        moves.append((src, dst))
        hanoi(n - 1, via, dst, src, moves)
    return moves


print(len(hanoi(10, "A", "C", "B", [])), hanoi(3, "A", "C", "B", []))


def permutations(s):
    if len(s) <= 1:
        return [s]
    return [c + p for i, c in enumerate(s) for p in permutations(s[:i] + s[i + 1:])]


print(permutations("abc"), len(permutations("abcde")))


def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))


print(ackermann(2, 3), ackermann(3, 3))
try:
    def forever(n):
        return forever(n + 1)
    forever(0)
except RecursionError as e:
    print("RecursionError:", e)

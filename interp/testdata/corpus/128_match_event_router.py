"""Task: route webhook events with structural pattern matching over dicts, classes and sequences."""
from dataclasses import dataclass


@dataclass
class Push:
    repo: str
    branch: str
    commits: int


@dataclass
class Comment:
    author: str
    body: str


EVENTS = [
    {"type": "push", "repo": "api", "ref": "refs/heads/main", "commits": [1, 2, 3]},
    {"type": "push", "repo": "web", "ref": "refs/tags/v1.0", "commits": []},
    {"type": "issue", "action": "opened", "issue": {"number": 7, "labels": ["bug", "p1"]}},
    {"type": "issue", "action": "closed", "issue": {"number": 8, "labels": []}},
    {"type": "comment", "author": "bot", "body": "/deploy staging"},
    {"type": "comment", "author": "kim", "body": "LGTM"},
    {"type": "ping"},
    ["batch", {"type": "ping"}, {"type": "ping"}],
    42,
    Push("api", "dev", 0),
    Comment("lee", "/retry"),
]


def route(ev):
    match ev:
        case {"type": "push", "ref": str(ref), "commits": [_, *rest]} if ref.startswith("refs/heads/"):
            return f"build {ev['repo']}@{ref.removeprefix('refs/heads/')} ({1 + len(rest)} commits)"
        case {"type": "push", "ref": ref}:
            return f"ignore push to {ref}"
        case {"type": "issue", "action": "opened", "issue": {"number": n, "labels": [*labels]}} if "p1" in labels:
            return f"page on-call for #{n}"
        case {"type": "issue", "action": action, "issue": {"number": n}}:
            return f"issue #{n} {action}"
        case {"type": "comment", "body": str(body)} if body.startswith("/"):
            cmd, *args = body[1:].split()
            return f"command {cmd!r} args={args}"
        case {"type": "comment", "author": who}:
            return f"comment by {who}"
        case {"type": "ping", **rest}:
            return f"pong{rest or ''}"
        case ["batch", *items]:
            return "batch: " + "; ".join(route(i) for i in items)
        case Push(repo=r, commits=0):
            return f"empty push object for {r}"
        case Comment(author, body) if body == "/retry":
            return f"retry requested by {author}"
        case int() | float() as num:
            return f"number {num}"
        case _:
            return "unknown"


Push.__match_args__ = ("repo", "branch", "commits")
Comment.__match_args__ = ("author", "body")
for ev in EVENTS:
    print(route(ev))

for point in [(0, 0), (3, 0), (0, -2), (1, 1), (1, 2, 3), "xy"]:
    match point:
        case (0, 0):
            desc = "origin"
        case (x, 0) | (0, x):
            desc = f"on an axis at {x}"
        case (x, y) if x == y:
            desc = f"diagonal {x}"
        case (x, y, *more):
            desc = f"{len(more) + 2}-tuple"
        case _:
            desc = "not a point"
    print(point, "->", desc)
match {"a": 1, "b": 2}:
    case {"a": 1, **others}:
        print("others:", others)
match "hello":
    case "hi" | "hello" as greeting:
        print("greeting", greeting)

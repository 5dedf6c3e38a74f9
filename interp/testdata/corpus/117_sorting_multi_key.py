"""Task: rank a leaderboard with multi-key sorts, ties, stable re-sorts and attrgetter/itemgetter."""
from operator import attrgetter, itemgetter, methodcaller
from dataclasses import dataclass


@dataclass
class Player:
    name: str
    team: str
    points: int
    games: int
    last_seen: str

    @property
    def ppg(self):
        return self.points / self.games if self.games else 0.0


PLAYERS = [
    Player("zara", "red", 312, 20, "2024-06-01"), Player("Yuki", "blue", 312, 18, "2024-06-03"),
    Player("amir", "red", 140, 10, "2024-05-28"), Player("Bea", "green", 0, 0, "2024-04-01"),
    Player("carl", "blue", 289, 20, "2024-06-03"), Player("dana", "green", 289, 17, "2024-06-02"),
    Player("Eli", "red", 95, 9, "2024-06-03"), Player("finn", "blue", 140, 10, "2024-05-30"),
]

ranked = sorted(PLAYERS, key=lambda p: (-p.points, -p.ppg, p.name.lower()))
rank, prev = 0, None
print(f"{'#':>2} {'name':<6} {'team':<6} {'pts':>4} {'ppg':>6}")
for i, p in enumerate(ranked, 1):
    if p.points != prev:
        rank, prev = i, p.points
    print(f"{rank:>2} {p.name:<6} {p.team:<6} {p.points:>4} {p.ppg:>6.2f}")

print("by name (default):", [p.name for p in sorted(PLAYERS, key=attrgetter("name"))])
print("by name (casefold):", [p.name for p in sorted(PLAYERS, key=lambda p: p.name.casefold())])
stable = sorted(sorted(PLAYERS, key=attrgetter("name")), key=attrgetter("team"))
print("team then name:", [(p.team, p.name) for p in stable])
print("recent first:", [p.name for p in sorted(PLAYERS, key=attrgetter("last_seen", "name"), reverse=True)])
teams = {}
for p in PLAYERS:
    teams.setdefault(p.team, []).append(p)
team_rank = sorted(teams.items(), key=lambda kv: sum(p.points for p in kv[1]), reverse=True)
for team, members in team_rank:
    print(f"{team:<6} total={sum(p.points for p in members):>4} best={max(members, key=attrgetter('points')).name}")

rows = [("b", 2, None), ("a", 2, 1.5), ("c", 1, 0.0), ("a", 1, 3.0)]
print(sorted(rows, key=itemgetter(1, 0)))
print(sorted(rows, key=lambda r: (r[2] is None, r[2] or 0)))
print(sorted(["10", "9", "100", "1"]), sorted(["10", "9", "100", "1"], key=int), sorted(["b10", "b9", "a2"], key=methodcaller("upper")))
print(sorted([3, 1, 2], reverse=True), sorted("hello"), sorted({"b": 1, "a": 2}), sorted([(1, "b"), (1, "a")]))
print(max(PLAYERS, key=attrgetter("ppg")).name, min(PLAYERS, key=lambda p: (p.games, p.name)).name)
print(sorted([-0.0, 0.0, -1, 1.0, True, False]), sorted([[2], [1, 5], [1]]))
nums = [5, 3, 8, 1]
nums.sort(key=lambda x: -x)
print(nums, list(reversed(nums)), nums[::-2])
print(sorted([1.5, float("inf"), -float("inf"), 0]), sorted(["a", "B", "_", "1"]))

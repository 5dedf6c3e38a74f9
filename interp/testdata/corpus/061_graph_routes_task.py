"""Task: shortest delivery routes on a road graph (Dijkstra), reachability (BFS) and a route table."""
import heapq
from collections import deque, defaultdict

ROADS = """
depot  alpha  7
depot  bravo  9
depot  foxtrot 14
alpha  bravo  10
alpha  charlie 15
bravo  charlie 11
bravo  foxtrot 2
charlie delta 6
delta  echo   9
echo   foxtrot 9
golf   hotel  3
"""

graph = defaultdict(dict)
for line in ROADS.strip().splitlines():
    a, b, w = line.split()
    graph[a][b] = int(w)
    graph[b][a] = int(w)
nodes = sorted(graph)
print(f"{len(nodes)} nodes, {sum(len(v) for v in graph.values()) // 2} roads")


def dijkstra(src):
    dist = {src: 0}
    prev = {}
    pq = [(0, src)]
    done = set()
    while pq:
        d, u = heapq.heappop(pq)
        if u in done:
            continue
        done.add(u)
        for v, w in sorted(graph[u].items()):
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v] = nd
                prev[v] = u
                heapq.heappush(pq, (nd, v))
    return dist, prev


def path_to(prev, src, dst):
    if dst != src and dst not in prev:
        return None
    out = [dst]
    while out[-1] != src:
        out.append(prev[out[-1]])
    return out[::-1]


dist, prev = dijkstra("depot")
print(f"\n{'destination':<12}{'km':>5}  route")
for n in nodes:
    p = path_to(prev, "depot", n)
    km = dist.get(n)
    print(f"{n:<12}{km if km is not None else '-':>5}  {' -> '.join(p) if p else 'unreachable'}")


def bfs_components():
    seen, comps = set(), []
    for start in nodes:
        if start in seen:
            continue
        comp, q = [], deque([start])
        seen.add(start)
        while q:
            u = q.popleft()
            comp.append(u)
            for v in sorted(graph[u]):
                if v not in seen:
                    seen.add(v)
                    q.append(v)
        comps.append(sorted(comp))
    return comps


comps = bfs_components()
print("\ncomponents:", comps)


def hops(src):
    level = {src: 0}
    q = deque([src])
    while q:
        u = q.popleft()
        for v in graph[u]:
            if v not in level:
                level[v] = level[u] + 1
                q.append(v)
    return level


print("hops from depot:", dict(sorted(hops("depot").items(), key=lambda kv: (kv[1], kv[0]))))

main = comps[0]
print("\nall-pairs distance (km):")
print(" " * 8 + "".join(f"{n[:6]:>8}" for n in main))
for a in main:
    da, _ = dijkstra(a)
    print(f"{a[:7]:<8}" + "".join(f"{da[b]:>8}" for b in main))

ecc = {n: max(dijkstra(n)[0].values()) for n in main}
center = min(ecc, key=lambda n: (ecc[n], n))
print("\neccentricity:", ecc, "-> best hub:", center)
deliveries = ["echo", "charlie", "foxtrot", "delta"]
route, here, total = ["depot"], "depot", 0
todo = set(deliveries)
while todo:
    d, _ = dijkstra(here)
    nxt = min(todo, key=lambda n: (d[n], n))
    total += d[nxt]
    _, pv = dijkstra(here)
    route += path_to(pv, here, nxt)[1:]
    here = nxt
    todo.discard(nxt)
d, pv = dijkstra(here)
total += d["depot"]
route += path_to(pv, here, "depot")[1:]
print("greedy tour:", " > ".join(route), f"({total} km, {len(route) - 1} legs)")
degree = sorted(((len(graph[n]), n) for n in nodes), reverse=True)
print("degree:", degree[:3], "leaf nodes:", [n for n in nodes if len(graph[n]) == 1])

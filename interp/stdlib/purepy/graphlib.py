# Topological sorting of a graph given as node -> predecessors, in the
# order CPython's graphlib produces: nodes in the order first mentioned,
# successors in the order their edges were added.

__all__ = ["TopologicalSorter", "CycleError"]

_OUT = -1   # handed out by get_ready(), not yet done
_DONE = -2  # marked done


class _Node:
    __slots__ = ("node", "waiting", "successors")

    def __init__(self, node):
        self.node = node
        self.waiting = 0  # predecessors not yet done, or _OUT / _DONE
        self.successors = []


class CycleError(ValueError):
    """The graph has a cycle; args[1] lists it, first node repeated last."""


class TopologicalSorter:
    """Sorts a graph of hashable nodes topologically."""

    def __init__(self, graph=None):
        self._nodes = {}
        self._ready = None  # None until prepare()
        self._handed_out = 0
        self._finished = 0
        if graph is not None:
            for node, predecessors in graph.items():
                self.add(node, *predecessors)

    def _info(self, node):
        info = self._nodes.get(node)
        if info is None:
            info = self._nodes[node] = _Node(node)
        return info

    def add(self, node, *predecessors):
        if self._ready is not None:
            raise ValueError("Nodes cannot be added after a call to prepare()")
        info = self._info(node)
        info.waiting += len(predecessors)
        for pred in predecessors:
            self._info(pred).successors.append(node)

    def prepare(self):
        if self._ready is not None:
            raise ValueError("cannot prepare() more than once")
        self._ready = [i.node for i in self._nodes.values() if i.waiting == 0]
        cycle = self._cycle()
        if cycle:
            raise CycleError("nodes are in a cycle", cycle)

    def get_ready(self):
        if self._ready is None:
            raise ValueError("prepare() must be called first")
        ready = tuple(self._ready)
        for node in ready:
            self._nodes[node].waiting = _OUT
        self._ready.clear()
        self._handed_out += len(ready)
        return ready

    def is_active(self):
        if self._ready is None:
            raise ValueError("prepare() must be called first")
        return self._finished < self._handed_out or bool(self._ready)

    def __bool__(self):
        return self.is_active()

    def done(self, *nodes):
        if self._ready is None:
            raise ValueError("prepare() must be called first")
        for node in nodes:
            info = self._nodes.get(node)
            if info is None:
                raise ValueError(f"node {node!r} was not added using add()")
            if info.waiting != _OUT:
                if info.waiting >= 0:
                    raise ValueError(f"node {node!r} was not passed out (still not ready)")
                raise ValueError(f"node {node!r} was already marked done")
            info.waiting = _DONE
            for succ in info.successors:
                s = self._nodes[succ]
                s.waiting -= 1
                if s.waiting == 0:
                    self._ready.append(succ)
            self._finished += 1

    def static_order(self):
        self.prepare()
        while self.is_active():
            group = self.get_ready()
            yield from group
            self.done(*group)

    def _cycle(self):
        # Depth-first from each node in order, following successors in the
        # order added; the first edge back into the current path closes the
        # cycle reported.
        visited = set()
        for start in self._nodes:
            if start in visited:
                continue
            path = [start]
            on_path = {start: 0}
            visited.add(start)
            pending = [iter(self._nodes[start].successors)]
            while pending:
                nxt = next(pending[-1], _DONE)
                if nxt is _DONE:
                    pending.pop()
                    del on_path[path.pop()]
                    continue
                if nxt in on_path:
                    return path[on_path[nxt]:] + [nxt]
                if nxt in visited:
                    continue
                visited.add(nxt)
                on_path[nxt] = len(path)
                path.append(nxt)
                pending.append(iter(self._nodes[nxt].successors))
        return None

    def __class_getitem__(cls, item):
        return _generic_alias(cls, item)

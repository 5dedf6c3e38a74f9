# nlargest, nsmallest and merge. The heap primitives come from Go.
# nlargest/nsmallest decorate items with their arrival order so that ties
# keep their order, which makes the results those of sorted(...)[:n].

__all__ = ['heappush', 'heappop', 'heapify', 'heapreplace', 'merge',
           'nlargest', 'nsmallest', 'heappushpop']


def merge(*iterables, key=None, reverse=False):
    '''Merge sorted inputs into a single sorted output (a generator).'''
    entries = []
    if reverse:
        init, pop, replace, step = _heapify_max, _heappop_max, _heapreplace_max, -1
    else:
        init, pop, replace, step = heapify, heappop, heapreplace, 1
    for order, source in enumerate(iterables):
        it = iter(source)
        for first in it:
            k = first if key is None else key(first)
            entries.append([k, order * step, first, it])
            break
    init(entries)
    while len(entries) > 1:
        while True:
            entry = entries[0]
            k, order, value, it = entry
            yield value
            for value in it:
                entry[0] = value if key is None else key(value)
                entry[2] = value
                replace(entries, entry)
                break
            else:
                pop(entries)
                break
    if entries:
        k, order, value, it = entries[0]
        yield value
        yield from it


def _select(n, iterable, key, largest):
    it = iter(iterable)
    if largest:
        orders = range(0, -n, -1)
    else:
        orders = range(n)
    if key is None:
        chosen = [(item, order) for order, item in zip(orders, it)]
    else:
        chosen = [(key(item), order, item) for order, item in zip(orders, it)]
    if not chosen:
        return chosen
    if largest:
        heapify(chosen)
        order = -n
    else:
        _heapify_max(chosen)
        order = n
    worst = chosen[0][0]
    for item in it:
        k = item if key is None else key(item)
        if (worst < k) if largest else (k < worst):
            entry = (k, order) if key is None else (k, order, item)
            if largest:
                heapreplace(chosen, entry)
                order -= 1
            else:
                _heapreplace_max(chosen, entry)
                order += 1
            worst = chosen[0][0]
    chosen.sort(reverse=largest)
    if key is None:
        return [entry[0] for entry in chosen]
    return [entry[2] for entry in chosen]


def _shortcut(n, iterable, key, largest):
    # n == 1 is a min()/max(); n >= len() is a sort. Returns None otherwise.
    if n == 1:
        marker = object()
        pick = max if largest else min
        if key is None:
            best = pick(iter(iterable), default=marker)
        else:
            best = pick(iter(iterable), default=marker, key=key)
        return [] if best is marker else [best]
    try:
        size = len(iterable)
    except (TypeError, AttributeError):
        return None
    if n >= size:
        return sorted(iterable, key=key, reverse=largest)[:n]
    return None


def nsmallest(n, iterable, key=None):
    '''Find the n smallest elements in a dataset.

    Equivalent to:  sorted(iterable, key=key)[:n]
    '''
    result = _shortcut(n, iterable, key, False)
    if result is not None:
        return result
    return _select(n, iterable, key, False)


def nlargest(n, iterable, key=None):
    '''Find the n largest elements in a dataset.

    Equivalent to:  sorted(iterable, key=key, reverse=True)[:n]
    '''
    result = _shortcut(n, iterable, key, True)
    if result is not None:
        return result
    return _select(n, iterable, key, True)

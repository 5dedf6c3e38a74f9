"""Task: compute rolling averages, anomalies (z-score) and rate limits over a metric stream."""
from collections import deque
from statistics import mean, pstdev

SERIES = [120, 118, 125, 130, 128, 400, 122, 119, 121, 117, 90, 20, 118, 123, 126, 125, 131, 129, 250, 127]


class Rolling:
    def __init__(self, size):
        self.buf = deque(maxlen=size)
        self.total = 0

    def push(self, x):
        if len(self.buf) == self.buf.maxlen:
            self.total -= self.buf[0]
        self.buf.append(x)
        self.total += x
        return self.total / len(self.buf)


r5 = Rolling(5)
window = deque(maxlen=8)
print(f"{'i':>2} {'value':>5} {'avg5':>7} {'z':>6} flag")
anomalies = []
for i, v in enumerate(SERIES):
    avg = r5.push(v)
    z = None
    if len(window) >= 4:
        m, sd = mean(window), pstdev(window)
        z = (v - m) / sd if sd else 0.0
    flag = ""
    if z is not None and abs(z) > 3:
        flag = "ANOMALY"
        anomalies.append(i)
    else:
        window.append(v)
    zs = f"{z:6.2f}" if z is not None else "     -"
    print(f"{i:>2} {v:>5} {avg:>7.2f} {zs} {flag}")
print("anomalies at:", anomalies, "->", [SERIES[i] for i in anomalies])


class TokenBucket:
    def __init__(self, rate, capacity):
        self.rate, self.capacity, self.tokens, self.last = rate, capacity, capacity, 0.0

    def allow(self, now):
        self.tokens = min(self.capacity, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


tb = TokenBucket(rate=2, capacity=3)
times = [0, 0.1, 0.2, 0.3, 0.4, 1.0, 1.1, 1.2, 3.0, 3.0, 3.0, 3.0]
print("".join("+" if tb.allow(t) else "-" for t in times), round(tb.tokens, 3))
d = deque([1, 2, 3, 4, 5])
d.rotate(2)
print(d, d.maxlen)
d.rotate(-3)
d.appendleft(0)
d.extendleft([-1, -2])
print(d, d.index(3), d.count(9), list(reversed(d))[:3])
d2 = deque("abc", maxlen=3)
d2.append("d")
print(d2, d2.popleft(), d2, deque(maxlen=0))

import heapq

products = [
    {"sku": "A1", "name": "lamp", "sold": 340, "rating": 4.1},
    {"sku": "B2", "name": "desk", "sold": 120, "rating": 4.7},
    {"sku": "C3", "name": "chair", "sold": 560, "rating": 3.9},
    {"sku": "D4", "name": "shelf", "sold": 90, "rating": 4.9},
    {"sku": "E5", "name": "rug", "sold": 410, "rating": 4.3},
    {"sku": "F6", "name": "mirror", "sold": 410, "rating": 4.0},
    {"sku": "G7", "name": "clock", "sold": 75, "rating": 3.2},
]

print("best sellers:", [p["name"] for p in heapq.nlargest(3, products, key=lambda p: p["sold"])])
print("lowest rated:", [p["name"] for p in heapq.nsmallest(2, products, key=lambda p: p["rating"])])
print(heapq.nlargest(4, [5, 1, 8, 3, 9, 2, 8]), heapq.nsmallest(3, [5, 1, 8, 3, 9, 2]))

heap = []
for p in products:
    heapq.heappush(heap, (-p["rating"], p["sku"]))
order = []
while heap:
    rating, sku = heapq.heappop(heap)
    order.append(f"{sku}:{-rating}")
print(order)

nums = [9, 4, 7, 1, 8, 2, 6]
heapq.heapify(nums)
print(nums[0], sorted(nums) == [1, 2, 4, 6, 7, 8, 9])
print(heapq.heappushpop(nums, 0), heapq.heapreplace(nums, 10), nums[0])
print(list(heapq.merge([1, 4, 9], [2, 3, 10], [0, 5])))

jobs = [(3, "write report"), (1, "fix outage"), (2, "review PR"), (1, "answer pager"), (5, "lunch")]
pq = []
for seq, (prio, task) in enumerate(jobs):
    heapq.heappush(pq, (prio, seq, task))
while pq:
    prio, _, task = heapq.heappop(pq)
    print(f"[p{prio}] {task}")


class Running:
    """Running median with two heaps."""

    def __init__(self):
        self.lo, self.hi = [], []

    def add(self, x):
        heapq.heappush(self.lo, -x)
        heapq.heappush(self.hi, -heapq.heappop(self.lo))
        if len(self.hi) > len(self.lo):
            heapq.heappush(self.lo, -heapq.heappop(self.hi))

    def median(self):
        if len(self.lo) > len(self.hi):
            return -self.lo[0]
        return (-self.lo[0] + self.hi[0]) / 2


r = Running()
for x in [5, 15, 1, 3, 8, 7, 9, 10, 20, 2]:
    r.add(x)
    print(x, r.median())

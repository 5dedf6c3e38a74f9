# Filter a list of order records and summarise the ones that matter.
orders = [
    {"id": 1001, "customer": "acme", "amount": 250.00, "status": "shipped", "items": 3},
    {"id": 1002, "customer": "globex", "amount": 1200.50, "status": "pending", "items": 12},
    {"id": 1003, "customer": "initech", "amount": 75.25, "status": "cancelled", "items": 1},
    {"id": 1004, "customer": "acme", "amount": 980.00, "status": "shipped", "items": 7},
    {"id": 1005, "customer": "umbrella", "amount": 15.99, "status": "shipped", "items": 1},
    {"id": 1006, "customer": "globex", "amount": 430.10, "status": "shipped", "items": 4},
    {"id": 1007, "customer": "hooli", "amount": 2999.99, "status": "pending", "items": 20},
    {"id": 1008, "customer": "initech", "amount": 310.00, "status": "shipped", "items": 2},
]

shipped = [o for o in orders if o["status"] == "shipped"]
print(f"{len(shipped)} of {len(orders)} orders shipped")

big = [o["id"] for o in orders if o["amount"] > 400 and o["status"] != "cancelled"]
print("large orders:", big)

total = sum(o["amount"] for o in shipped)
print(f"shipped revenue: {total:.2f}")
print("average shipped order:", round(total / len(shipped), 2))

by_amount = sorted(orders, key=lambda o: o["amount"], reverse=True)
print("top 3:")
for o in by_amount[:3]:
    print(f"  #{o['id']} {o['customer']:<10} {o['amount']:>10,.2f} {o['status']}")

customers = sorted({o["customer"] for o in orders})
print("customers:", ", ".join(customers))

per_item = {o["id"]: round(o["amount"] / o["items"], 3) for o in orders}
print(per_item)

pending_value = sum(o["amount"] for o in orders if o["status"] == "pending")
print("pending value:", pending_value)
print("any cancelled?", any(o["status"] == "cancelled" for o in orders))
print("all positive?", all(o["amount"] > 0 for o in orders))
cheapest = min(orders, key=lambda o: o["amount"])
print("cheapest:", cheapest)

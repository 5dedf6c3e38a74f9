def total(orders):
    amount = 0
    for order in orders:
        amount += order["qty"]
    return amuont


print(total([{"qty": 2}]))

def inner(d):
    return d["missing"]

def outer():
    data = {"a": 1}
    return inner(data)

outer()

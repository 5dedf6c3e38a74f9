import json

data = json.dumps({"a": 1})
json.load_s(data)

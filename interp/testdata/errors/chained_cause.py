def parse(text):
    try:
        return int(text)
    except ValueError as e:
        raise RuntimeError("bad config value") from e

parse("abc")

package store

// pgCursor walks a bucket with keyset queries, a batch of rows at a time in
// the direction of travel.
type pgCursor struct {
	b    *pgBucket
	rows []pgRow // the batch, in the direction of travel
	i    int     // current position in rows
	fwd  bool
	done bool // no rows beyond the batch in this direction
}

type pgRow struct{ k, v []byte }

const pgCursorBatch = 64

func (c *pgCursor) current() ([]byte, []byte) {
	if c.i < 0 || c.i >= len(c.rows) {
		return nil, nil
	}
	return c.rows[c.i].k, c.rows[c.i].v
}

// load fetches a batch: forward from key (inclusive or not) or backward.
func (c *pgCursor) load(fwd bool, key []byte, inclusive bool) {
	c.fwd, c.rows, c.i, c.done = fwd, nil, 0, false
	t := c.b.t
	if t.err != nil {
		return
	}
	var q string
	args := []any{c.b.name, pgCursorBatch}
	switch {
	case fwd && key == nil:
		q = `SELECT key, value FROM mcpython_kv WHERE bucket = $1 ORDER BY key LIMIT $2`
	case fwd && inclusive:
		q = `SELECT key, value FROM mcpython_kv WHERE bucket = $1 AND key >= $3 ORDER BY key LIMIT $2`
	case fwd:
		q = `SELECT key, value FROM mcpython_kv WHERE bucket = $1 AND key > $3 ORDER BY key LIMIT $2`
	case key == nil:
		q = `SELECT key, value FROM mcpython_kv WHERE bucket = $1 ORDER BY key DESC LIMIT $2`
	default:
		q = `SELECT key, value FROM mcpython_kv WHERE bucket = $1 AND key < $3 ORDER BY key DESC LIMIT $2`
	}
	if key != nil {
		args = append(args, key)
	}
	rows, err := t.tx.Query(t.ctx, q, args...)
	if err != nil {
		t.fail(err)
		return
	}
	defer rows.Close()
	for rows.Next() {
		var r pgRow
		if err := rows.Scan(&r.k, &r.v); err != nil {
			t.fail(err)
			return
		}
		if r.v == nil {
			r.v = []byte{}
		}
		c.rows = append(c.rows, r)
	}
	if err := rows.Err(); err != nil {
		t.fail(err)
		return
	}
	c.done = len(c.rows) < pgCursorBatch
}

func (c *pgCursor) First() ([]byte, []byte) {
	c.load(true, nil, false)
	return c.current()
}

func (c *pgCursor) Last() ([]byte, []byte) {
	c.load(false, nil, false)
	return c.current()
}

func (c *pgCursor) Seek(seek []byte) ([]byte, []byte) {
	c.load(true, seek, true)
	return c.current()
}

// step moves one row in direction fwd, loading the next batch or turning
// around as needed.
func (c *pgCursor) step(fwd bool) ([]byte, []byte) {
	k, _ := c.current()
	if k == nil {
		return nil, nil
	}
	if c.fwd == fwd {
		c.i++
		if c.i < len(c.rows) {
			return c.current()
		}
		if c.done {
			return nil, nil
		}
	}
	c.load(fwd, k, false)
	return c.current()
}

func (c *pgCursor) Next() ([]byte, []byte) { return c.step(true) }
func (c *pgCursor) Prev() ([]byte, []byte) { return c.step(false) }

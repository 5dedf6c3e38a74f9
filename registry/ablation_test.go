package registry

import "testing"

// rankingAblations are the default ranking with one part switched off.
func rankingAblations() []struct {
	name string
	r    *ranking
} {
	out := []struct {
		name string
		r    *ranking
	}{}
	add := func(name string, change func(r *ranking)) {
		r := defaultRanking()
		change(r)
		out = append(out, struct {
			name string
			r    *ranking
		}{name, r})
	}
	add("default", func(r *ranking) {})
	add("no wordnet", func(r *ranking) { r.wordnet = [wnClasses]float64{} })
	add("no curated families", func(r *ranking) { r.synonymWeight = 0 })
	add("no typo tolerance", func(r *ranking) { r.typo = 0 })
	add("no bundled demotion", func(r *ranking) { r.bundled = 1 })
	add("no category boost", func(r *ranking) { r.categoryBoost = 1 })
	return out
}

// TestSearchAblations prints what each part of the ranking adds, on the
// development queries only (make search-quality).
func TestSearchAblations(t *testing.T) {
	surface := surfaceTools(t)
	catalog := loadCatalog(t)
	agentDev, _ := splitAgentQueries(readAgentQueries(t))
	var oldDev []qualityQuery
	for _, q := range readQualityQueries(t) {
		if !q.heldOut {
			oldDev = append(oldDev, q)
		}
	}
	for _, a := range rankingAblations() {
		ix := buildIndex(append([]Tool(nil), surface...), a.r)
		agent := measureAgent(t, func(q Query) (Result, error) { return ix.search(q, nil) }, agentDev)
		old := measure(t, buildIndex(append([]Tool(nil), catalog...), a.r), oldDev)
		t.Logf("ablation %-20s agent dev %s | old dev %s", a.name, agent, old)
	}
}

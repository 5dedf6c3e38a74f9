package pii

// Entity is one piece of personal data or secret found in a text.
//
// Start and End are byte offsets into the text (End exclusive); RuneStart and
// RuneEnd are the same span in code points, for Python callers. Score is in
// (0, 1]; the Detector reports only entities scoring at least MinScore.
type Entity struct {
	Type      string
	Start     int
	End       int
	RuneStart int
	RuneEnd   int
	Text      string
	Score     float64
}

// MinScore is the lowest score the Detector reports.
const MinScore = 0.5

// Span priorities: on an overlap the higher one wins, so a validated,
// specific match beats a looser one that happens to cover the same bytes.
const (
	prioPerson  = 30
	prioAddress = 40
	prioPhone   = 50
	prioPass    = 52 // cue-gated, so more specific than a bare number
	prioDOB     = 55
	prioAssign  = 60
	// a token named in prose ("the key is X") is the weakest secret evidence:
	// below gitleaks' generic rule (prioAssign-1) and every other secret rule
	prioProseToken = prioAssign - 2
	prioIP         = 65
	prioSSN        = 70
	prioCard       = 75
	prioIBAN       = 80
	prioEmail      = 85
	prioURL        = 90
	prioAPIKey     = 95
	prioBlock      = 100 // PEM blocks and JWTs
)

// cand is a candidate entity before overlap resolution.
type cand struct {
	k kind
	// rule indexes scan.rules when tracing: the function and line that
	// added the candidate (kept beside k, so the struct does not grow)
	rule       int32
	start, end int
	score      float64
	prio       int
}

func defaultPrio(k kind) int {
	switch k {
	case kEmail:
		return prioEmail
	case kPhone:
		return prioPhone
	case kSSN:
		return prioSSN
	case kCard:
		return prioCard
	case kIBAN:
		return prioIBAN
	case kIP, kMAC:
		return prioIP
	case kURL:
		return prioURL
	case kAPIKey:
		return prioAPIKey
	case kSecret:
		return prioAssign
	case kDOB:
		return prioDOB
	case kPassport:
		return prioPass
	case kPerson:
		return prioPerson
	case kAddress:
		return prioAddress
	}
	return 0
}

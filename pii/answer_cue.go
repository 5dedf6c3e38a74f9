package pii

import "strings"

// answerCues hand over a value asked for earlier in the thread: "Can
// someone remind me of the jenkins password? … Found it: X".
var answerCues = []string{"found it:", "here it is:", "here you go:", "voici :", "voilà :", "le voici :",
	"hier ist es:", "hier:", "aquí está:", "aqui esta:", "aquí la tienes:"}

// answerReach bounds how far back the password cue of an answer may stand.
const answerReach = 240

// answerWords are the password cues an answer may refer back to.
var answerWords = []string{"password", "passwort", "kennwort", "mot de passe", "mdp", "contraseña", "pw ", "pwd",
	"passphrase", "passcode"}

// answerHit reports the password-shaped word after an answer cue when a
// password cue stands shortly before it.
func answerHit(cue string) phraseHit {
	return func(s *scan, at int) {
		t := s.text
		if at > 0 && isAlnum(t[at-1]) {
			return
		}
		back := s.lowerText()[max(0, at-answerReach):at]
		asked := false
		for _, w := range answerWords {
			if strings.Contains(back, w) {
				asked = true
				break
			}
		}
		if !asked {
			return
		}
		p := skipBlanks(t, at+len(cue))
		e := p
		for e < len(t) && e-p <= 64 && t[e] > ' ' {
			e++
		}
		if vs, ve := trimWord(t, p, e); ve > vs && looksLikePassword(t[vs:ve]) {
			s.add(kSecret, vs, ve, 0.7)
		}
	}
}

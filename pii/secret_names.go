package pii

import "strings"

// modelNumber reports a maker's model number: one to three capitals, two
// to five digits and one to three small letters, in that order ("R760xs",
// "T14s", "XR450b"). A chosen password mixes its classes otherwise.
func modelNumber(w string) bool {
	i := 0
	for i < len(w) && isUpper(w[i]) {
		i++
	}
	if i == 0 || i > 3 {
		return false
	}
	j := i
	for j < len(w) && isDigit(w[j]) {
		j++
	}
	if j-i < 2 || j-i > 5 {
		return false
	}
	k := j
	for k < len(w) && isLower(w[k]) {
		k++
	}
	return k == len(w) && k-j >= 1 && k-j <= 3
}

// referenceWords point at a document or page, not at a value: "Password
// policy: see PwdPolicy-v3.2", "siehe …", "voir …", "véase …".
var referenceWords = map[string]bool{"see": true, "siehe": true, "voir": true, "véase": true, "vease": true,
	"cf": true, "vgl": true, "consult": true, "consultez": true, "consulte": true}

// locatives after a copula say where a password is kept ("is in the
// vault", "ist im Tresor", "est dans le coffre", "está en el gestor",
// "is on the card"): the line names a place, not the value.
var locatives = map[string]bool{"in": true, "on": true, "at": true, "im": true, "auf": true, "dans": true,
	"sur": true, "en": true, "dentro": true}

// placeCopulas link a thing to where it lies: "está en el gestor", "liegt
// im Tresor", "se trouve dans".
var placeCopulas = map[string]bool{"está": true, "esta": true, "liegt": true, "steht": true, "trouve": true,
	"are": true, "sind": true, "sont": true, "están": true}

// hostNamedBefore reports "<noun> <copula> X" right before vs in the
// sentence from from, where the noun names a host, network or user ("the
// server is Srv2019-DC01", "der Host ist …", "el usuario es …"): X is
// that thing's name, not a secret.
func (s *scan) hostNamedBefore(from, vs int) bool {
	t := s.text
	p := vs
	for p > from && t[p-1] == ' ' {
		p--
	}
	q := p
	for q > from && isCueLetter(t[q-1]) {
		q--
	}
	if q == p || !labelCopulas[strings.ToLower(t[q:p])] {
		return false
	}
	for q > from && t[q-1] == ' ' {
		q--
	}
	n := q
	for n > from && isCueLetter(t[n-1]) {
		n--
	}
	c := s.d.cuesIn(t, n, q)
	if c&(cueIP|cueName) == 0 || c&(cueSecret|cuePassword) != 0 {
		return false
	}
	// "the password of the router is X", "la clave del router es X": the
	// noun belongs to the secret named before it, past an article or a
	// noun it qualifies: "of the router", "für den Server", "de votre
	// espace client"
	for k := 0; k < 3; k++ {
		for n > from && t[n-1] == ' ' {
			n--
		}
		m := n
		for m > from && isCueLetter(t[m-1]) {
			m--
		}
		w := strings.ToLower(t[m:n])
		if ofWords[w] {
			return false
		}
		if w == "" || k > 0 && !nounArticles[w] && !possessives[w] {
			return true
		}
		n = m
	}
	return true
}

// ofWords tie a noun to the one before it: "password of the router",
// "mot de passe du serveur", "clave del router", "Passwort für den Server".
var ofWords = map[string]bool{"of": true, "for": true, "del": true, "du": true, "de": true, "des": true,
	"für": true, "vom": true, "von": true}

// nounArticles may stand between an ofWords word and its noun.
var nounArticles = map[string]bool{"the": true, "la": true, "le": true, "el": true, "den": true, "dem": true,
	"der": true, "die": true, "das": true, "l": true, "this": true, "our": true, "my": true}

// possessives stand before a noun as articles do: "de votre espace client".
var possessives = map[string]bool{"your": true, "his": true, "her": true, "their": true, "votre": true,
	"notre": true, "vos": true, "nos": true, "ton": true, "ta": true, "son": true, "sa": true, "su": true,
	"tu": true, "mi": true, "nuestro": true, "nuestra": true, "ihr": true, "ihre": true, "ihres": true,
	"unser": true, "unsere": true, "dein": true, "deine": true, "mein": true, "meine": true}

// keptSomewhere reports a lower-cased sentence that says where its secret
// is kept: a secret word, a copula and a locative in a row ("the admin
// password is in the vault", "la contraseña está en el gestor", "das
// Kennwort steht im Tresor"). Its other words name the place or the entry.
func keptSomewhere(sent string) bool {
	words := strings.Fields(sent)
	for i := 0; i+2 < len(words); i++ {
		if (copulas[words[i+1]] || placeCopulas[words[i+1]]) && locatives[words[i+2]] && sentenceHasCue(words[i]) {
			return true
		}
	}
	return false
}

// kindNouns say what kind of thing the word after them names: "table
// tblUsers2", "das Tool PwChange3000", "template PwdExpiry14d", "router
// HG8245Q2", "the word Company2026", "a vault called Family2026". With a
// colon between ("für den Router: X") the noun labels a value instead.
var kindNouns = map[string]bool{
	"table": true, "form": true, "tool": true, "template": true, "router": true, "build": true, "profile": true,
	"app": true, "model": true, "file": true, "job": true, "script": true, "branch": true, "tag": true,
	"image": true, "device": true, "word": true, "vault": true, "project": true, "service": true, "module": true,
	"package": true, "class": true, "function": true, "method": true, "field": true, "column": true,
	"bucket": true, "repo": true, "queue": true, "topic": true, "cluster": true, "namespace": true,
	"pipeline": true, "called": true, "named": true, "titled": true,
	"ticket": true, "incident": true, "ssid": true, "network": true, "netzwerk": true, "réseau": true,
	// a device or host the sentence acts on: "change your password on ws-Berlin07", "SSH into
	// buildBox3", "unlock Laptop-QA-07"; not "to" nor "auf", which also hand a new password over
	// ("changed to X", "auf X geändert")
	"on": true, "into": true, "onto": true, "sur": true, "unlock": true,
	"tabelle": true, "werkzeug": true, "vorlage": true, "modell": true, "gerät": true, "datei": true,
	"projekt": true, "dienst": true, "wort": true, "heißt": true, "namens": true,
	"outil": true, "modèle": true, "fichier": true, "fiche": true, "tableau": true, "projet": true,
	"profil": true, "appareil": true, "mot": true, "appelle": true, "nommé": true,
	"herramienta": true, "plantilla": true, "tabla": true, "modelo": true, "archivo": true, "fichero": true,
	"proyecto": true, "servicio": true, "perfil": true, "equipo": true, "palabra": true, "llama": true,
}

// kindBefore reports one of kindNouns right before vs, one space between.
func kindBefore(t string, from, vs int) bool {
	if vs-1 <= from || t[vs-1] != ' ' {
		return false
	}
	p := vs - 1
	q := p
	for q > from && p-q < 16 && isCueLetter(t[q-1]) {
		q--
	}
	return q < p && kindNouns[strings.ToLower(t[q:p])]
}

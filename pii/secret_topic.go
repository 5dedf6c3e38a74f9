package pii

import "strings"

// A password word followed by a verb or a noun of its own ("password reset
// flow moved to auth-v3", "the pw prompt comes from pinentry-gtk2", "Le
// mot de passe expire tous les 90 jours, règle GPO-PWD-90") makes a
// sentence about passwords, not one that states a password: a value then
// needs a colon, a copula or quotes right before it ("the password for the
// lab box is now X", "Passwort für den Router: X"). The words that may
// stand between a cue and its value without making such a sentence are
// cueLinks: articles, possessives, prepositions, and the adjectives and
// nouns that say whose or which password it is.
var cueLinks = map[string]bool{
	"'s": true, "’s": true, "s": true, // "the password's X"
	// English
	"the": true, "a": true, "an": true, "my": true, "your": true, "our": true, "his": true, "her": true,
	"their": true, "its": true, "this": true, "that": true, "for": true, "of": true, "to": true, "on": true,
	"in": true, "at": true, "with": true, "new": true, "old": true, "temp": true, "temporary": true,
	"current": true, "initial": true, "default": true, "admin": true, "root": true, "user": true,
	"account": true, "guest": true, "wifi": true, "wi-fi": true, "wlan": true, "here": true, "please": true,
	"just": true, "still": true, "then": true, "also": true, "again": true, "one": true, "time": true,
	"changed": true, "set": true, "reset": true, "updated": true, "rotated": true, "use": true, "try": true,
	"enter": true, "type": true, "will": true, "should": true, "has": true, "been": true, "got": true,
	// German
	"der": true, "die": true, "das": true, "den": true, "dem": true, "des": true, "für": true, "vom": true,
	"von": true, "zum": true, "zur": true, "mein": true, "meine": true, "dein": true, "deine": true,
	"unser": true, "unsere": true, "ihr": true, "ihre": true, "neue": true, "neues": true, "alte": true,
	"alten": true, "neuen": true, "auf": true, "nun": true, "wurde": true, "geändert": true, "gesetzt": true,
	"bitte": true, "noch": true, "heute": true,
	// French
	"le": true, "la": true, "les": true, "du": true, "de": true, "d'": true, "mon": true, "ma": true,
	"ton": true, "ta": true, "notre": true, "votre": true, "pour": true, "nouveau": true, "nouvelle": true,
	"provisoire": true, "temporaire": true, "actuel": true, "à": true, "sur": true, "changé": true,
	"maintenant": true, "désormais": true,
	// Spanish
	"el": true, "los": true, "las": true, "del": true, "mi": true, "tu": true, "su": true, "nuestra": true,
	"nuestro": true, "para": true, "nueva": true, "nuevo": true, "temporal": true, "actual": true, "ahora": true,
	"cambiada": true, "cambiado": true, "en": true, "y": true,
}

// handOver are the signs standing alone between a label and its value:
// "pwd for the lab account = X", French "portail : X", "wifi → X".
var handOver = map[string]bool{":": true, "=": true, "→": true, "->": true, "=>": true}

// handOverWords stand right before a value that a sentence hands over:
// copulas and links ("le secret partagé est X", "creo que era X", "entras
// con X") and giving ("I gave him X", "te paso X", "je t'envoie X").
var handOverWords = map[string]bool{
	"gave": true, "give": true, "sent": true, "send": true, "him": true, "her": true, "them": true, "me": true,
	"you": true, "paso": true, "pasé": true, "mando": true, "envoie": true, "envoyé": true, "gebe": true,
	"gab": true, "schicke": true, "dir": true, "ihm": true, "te": true, "t'envoie": true, "lui": true,
	// taking and trying: "Take X for the guest account", "nimm X", "prueba X"
	"take": true, "try": true, "nimm": true, "probier": true, "prends": true, "essaie": true, "toma": true,
	"prueba": true,
	// a belief or an exception about the value: "creo que X", "I think X", "sauf X à la place"
	"que": true, "think": true, "guess": true, "glaube": true, "sauf": true, "except": true, "außer": true,
	"salvo": true, "excepto": true,
}

// handedOver reports a word that a sentence with a secret word hands over:
// the word before it is a copula, a link or a giving word, a colon, equals
// sign or quote stands right before it, or it opens its sentence. Any other word before it
// ("a false positive from ScannerBox01") names a thing the sentence is
// about.
func handedOver(t string, from, vs int) bool {
	p := vs
	if p > from && strings.IndexByte("\"'`“«„", t[p-1]) >= 0 {
		return true
	}
	for p > from && t[p-1] == ' ' {
		p--
	}
	if p == from || t[p-1] == '\n' || t[p-1] == ':' || t[p-1] == '=' {
		return true // the value opens its sentence or line: an answer ("…again?\nOtter2026Bay")
	}
	q := p
	for q > from && (isCueLetter(t[q-1]) || t[q-1] == '\'') {
		q--
	}
	w := strings.ToLower(t[q:p])
	return copulas[w] || valueLinks[w] || handOverWords[w]
}

package pii

import (
	"errors"
	"fmt"
	"strings"
)

// Entity types reported by the Detector.
const (
	TypeEmail         = "EMAIL"
	TypePhone         = "PHONE"
	TypeSSN           = "SSN"
	TypeCreditCard    = "CREDIT_CARD"
	TypeIBAN          = "IBAN"
	TypeIPAddress     = "IP_ADDRESS"
	TypeMACAddress    = "MAC_ADDRESS"
	TypeURL           = "URL"
	TypeAPIKey        = "API_KEY"
	TypeSecret        = "SECRET"
	TypeDateOfBirth   = "DATE_OF_BIRTH"
	TypePassport      = "PASSPORT"
	TypePerson        = "PERSON"
	TypePostalAddress = "POSTAL_ADDRESS"
)

// TypeToken is the type of the token that Sanitize puts in place of a known
// token found literally in its input (see the package doc).
const TypeToken = "TOKEN"

// ErrUnknownType is returned when a requested entity type does not exist.
var ErrUnknownType = errors.New("unknown entity type")

// kind indexes the entity types; a typeMask is a set of kinds.
type kind uint8

const (
	kEmail kind = iota
	kPhone
	kSSN
	kCard
	kIBAN
	kIP
	kMAC
	kURL
	kAPIKey
	kSecret
	kDOB
	kPassport
	kPerson
	kAddress
	numKinds
)

func (k kind) String() string {
	switch k {
	case kEmail:
		return TypeEmail
	case kPhone:
		return TypePhone
	case kSSN:
		return TypeSSN
	case kCard:
		return TypeCreditCard
	case kIBAN:
		return TypeIBAN
	case kIP:
		return TypeIPAddress
	case kMAC:
		return TypeMACAddress
	case kURL:
		return TypeURL
	case kAPIKey:
		return TypeAPIKey
	case kSecret:
		return TypeSecret
	case kDOB:
		return TypeDateOfBirth
	case kPassport:
		return TypePassport
	case kPerson:
		return TypePerson
	case kAddress:
		return TypePostalAddress
	}
	return "UNKNOWN"
}

type typeMask uint32

const allKinds typeMask = 1<<numKinds - 1

func (m typeMask) has(k kind) bool { return m&(1<<k) != 0 }

// Types returns every entity type the Detector knows, in a stable order.
func Types() []string {
	out := make([]string, 0, numKinds)
	for k := kind(0); k < numKinds; k++ {
		out = append(out, k.String())
	}
	return out
}

// parseTypes turns a list of type names (case-insensitive) into a mask; an
// empty list means every type.
func parseTypes(types []string) (typeMask, error) {
	if len(types) == 0 {
		return allKinds, nil
	}
	var m typeMask
	for _, t := range types {
		name := strings.ToUpper(strings.TrimSpace(t))
		found := false
		for k := kind(0); k < numKinds; k++ {
			if k.String() == name {
				m |= 1 << k
				found = true
				break
			}
		}
		if !found {
			return 0, fmt.Errorf("%w %q (known: %s)", ErrUnknownType, t, strings.Join(Types(), ", "))
		}
	}
	return m, nil
}

package store_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/mcpython/mcpython/store"
	"github.com/mcpython/mcpython/store/pgtest"
	"github.com/mcpython/mcpython/store/storetest"
)

func openPG(t *testing.T, dsn string) store.Store {
	t.Helper()
	s, err := store.OpenPostgres(context.Background(), dsn, store.PostgresOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestPostgresContract runs the contract table on a real PostgreSQL.
func TestPostgresContract(t *testing.T) {
	srv := pgtest.Shared(t)
	storetest.Run(t, func(t *testing.T) store.Store { return openPG(t, srv.NewDatabase(t)) })
}

// TestPostgresMigrationsOnce: replicas opening one database at once apply
// each migration once, and a reopen finds it current.
func TestPostgresMigrationsOnce(t *testing.T) {
	srv := pgtest.Shared(t)
	dsn := srv.NewDatabase(t)
	errs := make(chan error, 4)
	for i := 0; i < 4; i++ {
		go func() {
			s, err := store.OpenPostgres(context.Background(), dsn, store.PostgresOptions{})
			if err == nil {
				s.Close()
			}
			errs <- err
		}()
	}
	for i := 0; i < 4; i++ {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	s := openPG(t, dsn)
	defer s.Close()
	if err := s.Update(context.Background(), func(tx store.Tx) error { return tx.Bucket("b").Put([]byte("k"), []byte("v")) }); err != nil {
		t.Fatal(err)
	}
}

// TestPostgresDown: calls fail with ErrUnavailable while the database is
// down and work again when it is back, with the same Store.
func TestPostgresDown(t *testing.T) {
	pgtest.SkipOrFail(t)
	srv, err := pgtest.New()
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	s := openPG(t, srv.DSNWithoutDB())
	defer s.Close()
	ctx := context.Background()
	put := func() error {
		c, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		return s.Update(c, func(tx store.Tx) error { return tx.Bucket("b").Put([]byte("k"), []byte("v")) })
	}
	if err := put(); err != nil {
		t.Fatal(err)
	}
	if err := srv.Stop(); err != nil {
		t.Fatal(err)
	}
	if err := put(); !errors.Is(err, store.ErrUnavailable) {
		t.Fatalf("with the database down: %v, want ErrUnavailable", err)
	}
	if _, err := s.Blobs("x").Put(ctx, "a", []byte("1")); !errors.Is(err, store.ErrUnavailable) {
		t.Fatalf("blob with the database down: %v, want ErrUnavailable", err)
	}
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	var lastErr error
	for i := 0; i < 50; i++ {
		if lastErr = put(); lastErr == nil {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if lastErr != nil {
		t.Fatalf("after the database returned: %v", lastErr)
	}
}

package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	mcpserver "github.com/mark3labs/mcp-go/server"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/registry"
)

// TestWorkedExample is the README's worked example: one execute_code call
// searches for tools, calls two downstream servers, filters 10,000 records
// and returns a five-line summary. It measures the o200k tokens of what came
// back against what the direct tool results would have cost the model.

func exampleOrders() []map[string]any {
	regions := []string{"north", "south", "east", "west"}
	statuses := []string{"paid", "paid", "paid", "shipped", "refunded"}
	orders := make([]map[string]any, 10_000)
	for i := range orders {
		orders[i] = map[string]any{
			"id":          fmt.Sprintf("ord-%05d", i),
			"customer_id": fmt.Sprintf("cus-%04d", (i*7919)%2500),
			"region":      regions[(i*31)%4],
			"status":      statuses[(i*17)%5],
			"total":       float64((i*7907)%50000) / 100,
			"items":       1 + (i*13)%6,
			"created":     fmt.Sprintf("2025-%02d-%02dT10:%02d:00Z", 1+i%12, 1+i%28, i%60),
		}
	}
	return orders
}

func startExampleServers(t *testing.T) []registry.ServerConfig {
	t.Helper()
	orders := exampleOrders()
	shop := mcpserver.NewMCPServer("shop", "1.0.0", mcpserver.WithToolCapabilities(false))
	shop.AddTool(mcp.NewTool("list_orders",
		mcp.WithDescription("List the shop's orders with their customer, region, status, total and date."),
		mcp.WithString("since", mcp.Description("ISO date; orders created on or after it")),
		mcp.WithReadOnlyHintAnnotation(true)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultStructured(map[string]any{"orders": orders}, "orders"), nil
		})
	crm := mcpserver.NewMCPServer("crm", "1.0.0", mcpserver.WithToolCapabilities(false))
	crm.AddTool(mcp.NewTool("get_customer",
		mcp.WithDescription("Look up a customer record by id: name, tier, account manager."),
		mcp.WithString("customer_id", mcp.Required()),
		mcp.WithReadOnlyHintAnnotation(true)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id := req.GetString("customer_id", "")
			return mcp.NewToolResultStructured(map[string]any{
				"id": id, "name": "Customer " + strings.TrimPrefix(id, "cus-"), "tier": "gold", "manager": "Dana Lee",
			}, "customer"), nil
		})
	var cfgs []registry.ServerConfig
	for name, s := range map[string]*mcpserver.MCPServer{"shop": shop, "crm": crm} {
		hs := httptest.NewServer(mcpserver.NewStreamableHTTPServer(s))
		t.Cleanup(hs.Close)
		cfgs = append(cfgs, registry.ServerConfig{Name: name, Type: "http", URL: hs.URL + "/mcp"})
	}
	return cfgs
}

const workedExample = `
from collections import Counter
hit = search_tools("orders placed in the store", limit=1)["tools"][0]
orders = call_mcp_tool(f"{hit['category']}.{hit['name']}", {})["orders"]
refunds = [o for o in orders if o["status"] == "refunded" and o["total"] >= 400]
by_region = Counter(o["region"] for o in refunds)
top = max(refunds, key=lambda o: o["total"])
who = tools.crm.get_customer(customer_id=top["customer_id"])
print(f"{len(orders)} orders, {len(refunds)} refunds of 400 or more")
print("by region:", ", ".join(f"{r} {n}" for r, n in by_region.most_common()))
print(f"refunded total: {sum(o['total'] for o in refunds):,.2f}")
print(f"largest: {top['id']} {top['total']:.2f} ({top['region']})")
print(f"customer: {who['name']}, {who['tier']} tier, manager {who['manager']}")
`

func TestWorkedExample(t *testing.T) {
	f := newFixtureWith(t, fixtureOptions{servers: startExampleServers(t)})
	out, res := f.exec(map[string]any{"code": workedExample})
	require.Nil(t, out.Error, "%+v", out.Error)
	lines := strings.Split(strings.TrimSpace(out.Stdout), "\n")
	require.Len(t, lines, 5, out.Stdout)
	assert.True(t, strings.HasPrefix(lines[0], "10000 orders, "), lines[0])

	// what the model would have read calling the tools directly
	orders, err := json.Marshal(map[string]any{"orders": exampleOrders()})
	require.NoError(t, err)
	customer := []byte(`{"id":"cus-0000","manager":"Dana Lee","name":"Customer 0000","tier":"gold"}`)
	returned := []byte(text(res))
	counts := countTokens(t, returned, orders, customer)
	t.Logf("worked example output:\n%s", out.Stdout)
	t.Logf("tokens returned by execute_code: %d; direct tool results: %d (list_orders %d + get_customer %d)",
		counts[0], counts[1]+counts[2], counts[1], counts[2])
	assert.Less(t, counts[0]*100, counts[1]+counts[2], "the summary should cost under 1% of the raw results")
}

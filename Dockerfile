# mcpython as a static binary on a distroless base: no shell, no package
# manager, a non-root user. See deploy/compose.yaml for a team set-up.
FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
ARG VERSION=dev
RUN CGO_ENABLED=0 go build -trimpath -ldflags "-s -w -X main.version=${VERSION}" -o /out/mcpython ./cmd/mcpython

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/mcpython /usr/local/bin/mcpython
# The data dir keeps the logs and, without a PostgreSQL store, everything.
ENV MCPYTHON_DATA_DIR=/data
VOLUME ["/data"]
USER nonroot:nonroot
EXPOSE 8765
HEALTHCHECK NONE
ENTRYPOINT ["/usr/local/bin/mcpython"]
CMD ["serve", "--http", "0.0.0.0:8765"]

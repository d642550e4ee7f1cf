# The two commands most people need: `make run` and `make test`.
BUILD_DIR ?= build
BUILD_TYPE ?= Release
JOBS ?= $(shell nproc)
CMAKE_FLAGS ?=

.PHONY: all deps configure build run test bench package translations format clean fuzz

all: build

deps:
	@./scripts/install-deps.sh

# The file API queries let tests/deps check every file the configure step used.
configure: deps
	@mkdir -p $(BUILD_DIR)/.cmake/api/v1/query
	@touch $(BUILD_DIR)/.cmake/api/v1/query/cmakeFiles-v1 $(BUILD_DIR)/.cmake/api/v1/query/codemodel-v2
	@cmake -S . -B $(BUILD_DIR) -G Ninja -DCMAKE_BUILD_TYPE=$(BUILD_TYPE) $(CMAKE_FLAGS) >/dev/null

build: configure
	@cmake --build $(BUILD_DIR) -j $(JOBS)

run: build
	$(BUILD_DIR)/app/eventscope $(ARGS)

test: build
	cd $(BUILD_DIR) && QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j $(JOBS)

# esd_bench (ARGS go to it), then a team of 100 annotators and 2 adjudicators labelling at
# once on a throwaway server (bench/team_load_bench.cpp, LOAD_ARGS go to it, about a
# minute): 102 members' connections need more than PostgreSQL's default 100.
LOAD_MAX_CONNECTIONS ?= 150
LOAD_ARGS ?=
bench: build
	$(BUILD_DIR)/bench/esd_bench $(ARGS)
	pg_virtualenv -t -o 'max_connections=$(LOAD_MAX_CONNECTIONS)' $(BUILD_DIR)/bench/team_load_bench $(LOAD_ARGS)

package: build
	cd $(BUILD_DIR) && cpack -G DEB

# Every file format's libFuzzer target for FUZZ_SECONDS each, built with clang, ASan and
# UBSan in a build directory of its own (docs/fuzzing.md).
FUZZ_DIR ?= build-fuzz
FUZZ_SECONDS ?= 60
fuzz:
	@./scripts/install-deps.sh --fuzz
	@cmake -S . -B $(FUZZ_DIR) -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
	       -DEVENTSCOPE_FUZZ=ON -DEVENTSCOPE_WERROR=OFF >/dev/null
	@cmake --build $(FUZZ_DIR) --target fuzz_targets -j $(JOBS)
	@./scripts/fuzz.sh $(FUZZ_DIR) $(FUZZ_SECONDS)

# Refresh the .ts files from the sources (lupdate); translators then edit them.
translations: configure
	@cmake --build $(BUILD_DIR) --target update_translations

format:
	@git ls-files '*.cpp' '*.h' | xargs clang-format -i

clean:
	rm -rf $(BUILD_DIR)

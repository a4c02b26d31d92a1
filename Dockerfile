# My Cards in a Debian container, for a laptop that is not Debian (a Mac with Docker Desktop, OrbStack or Colima). The
# checkout is mounted, the builds live in named volumes (the first use of each copies in the packages resolved here):
#   docker build -t mycards .
#   docker run -it --rm -v "$PWD":/work/main -v mycards-build:/work/main/.build \
#       -v mycards-workshop:/work/main/.build-workshop mycards make workshop-prepare
# and the same `docker run …` with `make run`, `make exercise N=1` or `make test`. Give the Docker VM 4 GiB or more
# (Docs/Mac.md, "Memory"). VS Code's "Reopen in Container" builds the same image (.devcontainer/devcontainer.json).
FROM swift:6.3-bookworm

ENV LANG=C.UTF-8 TERM=xterm-256color

# The official image has the toolchain's own Debian packages but not make, which the README's commands are, nor
# procps, whose pgrep the acceptance suite finds the app's process with; ca-certificates because SwiftPM clones the
# dependencies from GitHub over https, and the image purges curl (with what it pulled in) after its own download.
RUN apt-get update -qq \
    && apt-get install -y -qq --no-install-recommends make procps ca-certificates >/dev/null \
    && rm -rf /var/lib/apt/lists/*

# `git stash` (make exercise-reset / exercise-solution) commits, so it needs a name; the user's own ~/.gitconfig
# (which VS Code copies into a dev container) overrides this one. A bind-mounted checkout can be owned by the host's
# user rather than root, and git refuses to work in a folder another user owns unless it is a safe.directory.
RUN git config --system user.name "Workshop attendee" \
    && git config --system user.email "attendee@mycards.invalid" \
    && git config --system --add safe.directory '*'

WORKDIR /work/main

# The Debian packages from the script alone first, so an edit to the sources reuses this layer.
COPY scripts/install-deps.sh scripts/install-deps.sh
RUN scripts/install-deps.sh && rm -rf /var/lib/apt/lists/*

# The Swift packages, resolved once here from the manifest alone (an edit to the sources reuses this layer), into both
# build folders: a named volume mounted on either starts with these checkouts, so no container downloads them again.
COPY Package.swift Package.swift
RUN mkdir -p Sources Tests && swift package resolve \
    && swift package resolve --scratch-path .build-workshop

COPY . .

CMD ["make", "run"]

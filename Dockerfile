# My Cards in a Debian container, for a laptop that is not Debian (a Mac with Docker Desktop, OrbStack or Colima):
#   docker build -t mycards . && docker run -it --rm mycards
#   docker run -it --rm mycards make test
# VS Code's "Reopen in Container" builds the same image (.devcontainer/devcontainer.json). Docs/Mac.md has the rest.
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

COPY . .

CMD ["make", "run"]

#!/bin/bash
# Regenerates the documents generated from the model and the vocabulary:
# Scenarios/keys.md, the key tables of Scenarios/README.md, the provenance
# counts in README.md,
# docs/bibliography.md and docs/facts.md. Tests fail when one is stale.
set -e
cd "$(dirname "$0")/.."
swift build -q 2>&1 | grep -E "error" && exit 1
B=.build/debug/insets
$B keys > Scenarios/keys.md
$B sources > docs/bibliography.md
$B sources --facts > docs/facts.md
python3 - <<'PY'
import subprocess
out=subprocess.run(['.build/debug/insets','keys','--summary'],capture_output=True,text=True).stdout
p='Scenarios/README.md'
s=open(p).read()
a='<!-- generated: keys (by `insets keys --summary`; a test keeps it equal) -->\n'
b='<!-- end generated: keys -->'
i=s.index(a)+len(a); j=s.index(b)
s=s[:i]+out.lstrip('\n')+s[j:]
open(p,'w').write(s)
out=subprocess.run(['.build/debug/insets','sources'],capture_output=True,text=True).stdout
table=out[out.index('| provenance | facts |'):]
table=table[:table.index('\n\n')+1]
p='README.md'
s=open(p).read()
a='<!-- generated: provenance (by `insets sources`; a test keeps it equal) -->\n'
b='<!-- end generated: provenance -->'
i=s.index(a)+len(a); j=s.index(b)
s=s[:i]+'<!-- insets:skip -->\n'+table+s[j:]
open(p,'w').write(s)
PY

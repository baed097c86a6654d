#!/bin/sh
# Applies plausible mistakes to the model's rules one at a time and reports
# which tests catch each: the property tests (`swift test --filter
# PropertyTests`), the other unit tests, and the bundled scenario tables
# (`insets run Scenarios`). A mutant nothing catches is a hole in the tests.
#
#   scripts/mutants.sh            # every mutant (about two minutes each)
#   scripts/mutants.sh 3          # only mutant 3
#
# Each mutant is a perl substitution on one file, reverted with `git checkout`
# afterwards; the script refuses to start with uncommitted changes in Sources.
set -u
cd "$(dirname "$0")/.."
if ! git diff --quiet -- Sources; then
  echo "mutants.sh: Sources has uncommitted changes; commit or stash them first" >&2
  exit 2
fi

# number|file|perl substitution|what the mistake is
MUTANTS='1|Sources/InsetModel/ScrollView/ContentInsetAdjustment.swift|s/contentSize\.height > frameSize\.height/contentSize.height >= frameSize.height/|scrollability tested with >= instead of >
2|Sources/InsetModel/ScrollView/ContentInsetAdjustment.swift|s/case \.scrollableAxes: return scrollable/case .scrollableAxes: return .all/|.scrollableAxes adjusts every edge
3|Sources/InsetModel/ScrollView/ContentInsetAdjustment.swift|s/compatibilityRuleHolds \? scrollable\.union\(\.vertical\) : scrollable/compatibilityRuleHolds ? .vertical : scrollable/|.automatic under the rule drops the scrollable horizontal edges (the pseudo-code reading)
4|Sources/InsetModel/ScrollView/ContentInsetAdjustment.swift|s/return container && automaticallyAdjustsScrollViewInsets && isContentScrollView/return container \&\& automaticallyAdjustsScrollViewInsets/|the compatibility rule ignores which scroll view is the content scroll view
5|Sources/InsetModel/ScrollView/ScrollViewRules.swift|s/safeAreaInsets\.masked\(to: RectEdge\.all\.subtracting\(adjustedEdges\)\)/safeAreaInsets/|a scroll view passes on the safe area it already folded
6|Sources/InsetModel/Views/SafeAreaPropagation.swift|s/min\(max\(0, inset\), max\(0, inset - distance\)\)/max(0, inset - distance)/|a subview overhanging its superview reads more than the superview inset
7|Sources/InsetModel/ScrollView/ContentInsetAdjustment.swift|s/x: max\(-a\.left, contentSize\.width \+ a\.right - boundsSize\.width\)/x: contentSize.width + a.right - boundsSize.width/|the horizontal scroll range is not clamped for short content
8|Sources/InsetModel/Views/LayoutMarginRules.swift|s/let base = insetsFromSafeArea \? own \+ safeAreaInsets : own/let base = own + safeAreaInsets/|insetsLayoutMarginsFromSafeArea = false is ignored
9|Sources/InsetModel/Geometry/DirectionalInsets.swift|s/top: insets\.top, leading: insets\.right, bottom: insets\.bottom, trailing: insets\.left/top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right/|right-to-left directional insets are not mirrored
10|Sources/InsetModel/ScrollView/ContentInsetAdjustment.swift|s/contentInset \+ safeAreaInsets\.masked\(to: adjustedEdges\)/contentInset + safeAreaInsets.masked(to: adjustedEdges.intersection(.vertical))/|only the vertical edges are ever adjusted'

only="${1:-}"
echo "| # | mistake | property tests | other unit tests | scenario tables |"
echo "|---|---|---|---|---|"
echo "$MUTANTS" | while IFS='|' read -r n file sub what; do
  [ -n "$only" ] && [ "$only" != "$n" ] && continue
  before=$(cksum < "$file")
  perl -0pi -e "$sub" "$file"
  if [ "$(cksum < "$file")" = "$before" ]; then
    echo "| $n | $what | (the substitution no longer applies: update mutants.sh) | | |"
    continue
  fi
  if ! swift build --build-tests > /tmp/mutant-build.log 2>&1; then
    echo "| $n | $what | (does not compile) | | |"
    git checkout -q -- "$file"
    continue
  fi
  verdict() { if [ "$1" -eq 0 ]; then echo "missed"; else echo "**caught**"; fi; }
  swift test --skip-build --filter PropertyTests > /tmp/mutant-props.log 2>&1
  props=$(verdict $?)
  swift test --skip-build --skip PropertyTests > /tmp/mutant-unit.log 2>&1
  unit=$(verdict $?)
  swift run -q --skip-build insets run Scenarios > /tmp/mutant-tables.log 2>&1
  tables=$(verdict $?)
  failed=$(grep -o '[0-9]* failed' /tmp/mutant-tables.log | tail -1)
  echo "| $n | $what | $props | $unit | $tables${failed:+ ($failed)} |"
  git checkout -q -- "$file"
done
swift build --build-tests > /dev/null 2>&1

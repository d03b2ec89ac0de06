extension ExplorationMap {
  /// The map as one self-contained HTML page: no network, no file but itself.
  ///
  /// The page embeds the map as one line of JSON and its own small script draws it as
  /// inline SVG: a lane per flow, in the order the flows were first reached, with a legend; a
  /// column per depth (the length of a place's shortest script); a node per place (`g.place`
  /// with `data-place="N"`) showing its screen and path; an arrow per move (`g.move` with
  /// `data-move="N"`) labelled with its line. Selecting a node, by a click, by Enter on it or
  /// by the address's fragment `#select=N`, shows its screen, flow, path, script, tree,
  /// stacks, states, violations and moves in the side panel (`#panel`, whose `data-selected`
  /// names the place). A place with a violation is marked (`g.place.violation`, in red), and
  /// the summary is the exploration's.
  /// The map's text reaches the page only as text, never as markup, and a content security
  /// policy forbids the page any request.
  public func html() -> String {
    Self.pageHead + "<script type=\"application/json\" id=\"map-data\">\n" + embeddedJSON
      + "\n</script>\n<script>\n" + Self.pageScript + "</script>\n</body>\n</html>\n"
  }

  /// The page before the embedded map: the head, its style, and the empty drawing and panel
  /// the script fills.
  private static let pageHead = #"""
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Flows map</title>
    <style>
    body { margin: 0; font: 14px system-ui, sans-serif; color: #222; background: #fafafa; }
    header { padding: 8px 16px; border-bottom: 1px solid #ddd; background: #fff; }
    h1 { font-size: 18px; margin: 0 0 4px; }
    #summary { margin: 0 0 6px; color: #555; }
    #legend { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 12px; }
    #legend .swatch { display: inline-block; width: 12px; height: 12px; margin-right: 4px; border: 1px solid #888; vertical-align: middle; }
    main { display: flex; height: calc(100vh - 80px); }
    #view { flex: 1; overflow: auto; }
    #panel { width: 360px; overflow: auto; padding: 8px 16px; border-left: 1px solid #ddd; background: #fff; }
    #panel h2 { font-size: 16px; margin: 4px 0; overflow-wrap: anywhere; }
    #panel h3 { font-size: 13px; margin: 12px 0 2px; color: #555; }
    #panel dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 8px; margin: 0; }
    #panel dd { margin: 0; overflow-wrap: anywhere; }
    #panel pre { margin: 0; padding: 4px; background: #f2f2f2; white-space: pre-wrap; overflow-wrap: anywhere; }
    #panel ul { margin: 0; padding-left: 16px; }
    .lane-label { font-weight: 600; fill: #333; }
    .place { cursor: pointer; }
    .place rect { stroke: #666; stroke-width: 1; }
    .place.selected rect { stroke: #d00; stroke-width: 3; }
    .place.violation rect { stroke: #d00; stroke-width: 2; fill: #ffd6d6; }
    .place:focus { outline: none; }
    .place:focus rect { stroke-dasharray: 4 2; }
    .place .path { fill: #555; font-size: 12px; }
    .move path { fill: none; stroke: #888; stroke-width: 1.2; }
    .move.touching path { stroke: #d00; stroke-width: 2; }
    .move-label { font-size: 11px; fill: #333; paint-order: stroke; stroke: #fafafa; stroke-width: 3px; }
    </style>
    </head>
    <body>
    <header>
    <h1>Flows map</h1>
    <p id="summary">This map is drawn by the page's own script: allow scripts to see it.</p>
    <ul id="legend"></ul>
    </header>
    <main>
    <div id="view">
    <svg id="canvas" role="img" aria-label="The places reached and the moves between them">
    <defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto"><path d="M0,0L10,5L0,10z" fill="#888"></path></marker></defs>
    <g id="lanes"></g><g id="moves"></g><g id="places"></g>
    </svg>
    </div>
    <aside id="panel" data-selected="">
    <h2 id="panel-screen">Select a place</h2>
    <dl>
    <dt>Place</dt><dd id="panel-id"></dd>
    <dt>Flow</dt><dd id="panel-flow"></dd>
    <dt>Path</dt><dd id="panel-path"></dd>
    </dl>
    <h3>Script</h3>
    <pre id="panel-script"></pre>
    <h3>Tree</h3>
    <pre id="panel-tree"></pre>
    <h3>Stacks</h3>
    <pre id="panel-stacks"></pre>
    <h3>States</h3>
    <pre id="panel-states"></pre>
    <h3>Violations</h3>
    <pre id="panel-violations"></pre>
    <h3>Moves</h3>
    <ul id="panel-moves"></ul>
    </aside>
    </main>

    """#
}

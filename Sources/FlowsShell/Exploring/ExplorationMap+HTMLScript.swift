extension ExplorationMap {
  /// The script of ``html()``'s page: it reads the embedded map and draws it.
  ///
  /// Lanes by flow, columns by depth, a node per place and an arrow per move (forward to a
  /// node's left side, back or within a column to its right side, a loop over a node for a
  /// line that stays), the legend, and the panel of the place selected. It writes the map's
  /// text only with `textContent` and attribute values, never as markup, and names no address.
  static let pageScript = #"""
    (function () {
      "use strict";
      var map = JSON.parse(document.getElementById("map-data").textContent);
      var places = map.places, moves = map.moves;
      var svg = document.getElementById("canvas"), ns = svg.namespaceURI;
      var W = 180, H = 44, GAP_X = 110, GAP_Y = 22, LANE_HEAD = 26, PAD = 20;
      var palette = ["#cfe3ff", "#ffd9c2", "#d4f2d0", "#f3d1f0", "#fff0b3", "#d0f0f2",
        "#e4d9ff", "#ffd6d6"];

      function make(name, attributes, parent) {
        var element = document.createElementNS(ns, name);
        Object.keys(attributes).forEach(function (key) {
          element.setAttribute(key, String(attributes[key]));
        });
        parent.appendChild(element);
        return element;
      }
      function shortened(text, length) {
        var line = String(text).replace(/\s+/g, " ");
        return line.length > length ? line.slice(0, length - 1) + "\u2026" : line;
      }
      function color(index) {
        return index < palette.length ? palette[index]
          : "hsl(" + (index * 137.5) % 360 + ", 70%, 85%)";
      }
      function label(parent, text, full, attributes) {
        var element = make("text", attributes, parent);
        element.textContent = shortened(text, 28);
        make("title", {}, element).textContent = full;
        return element;
      }

      // A lane per flow, in the order first reached; in a lane, a column per depth.
      var flows = [], laneOf = new Map(), cells = [], position = [], depths = 1;
      places.forEach(function (place, index) {
        if (!laneOf.has(place.flow)) {
          laneOf.set(place.flow, flows.length);
          flows.push(place.flow);
          cells.push([]);
        }
        var lane = laneOf.get(place.flow), depth = place.script.length;
        var row = cells[lane][depth] || 0;
        cells[lane][depth] = row + 1;
        position[index] = { lane: lane, depth: depth, row: row };
        depths = Math.max(depths, depth + 1);
      });
      var laneTop = [], y = PAD;
      cells.forEach(function (counts, lane) {
        var rows = 0;
        counts.forEach(function (count) { rows = Math.max(rows, count || 0); });
        laneTop[lane] = y;
        y += LANE_HEAD + rows * (H + GAP_Y) + 10;
      });
      var width = 2 * PAD + depths * (W + GAP_X), height = y + PAD;
      svg.setAttribute("width", width);
      svg.setAttribute("height", height);
      svg.setAttribute("viewBox", "0 0 " + width + " " + height);
      function box(index) {
        var at = position[index];
        return at && { x: PAD + at.depth * (W + GAP_X),
          y: laneTop[at.lane] + LANE_HEAD + at.row * (H + GAP_Y) };
      }

      var lanes = document.getElementById("lanes"), legend = document.getElementById("legend");
      flows.forEach(function (flow, lane) {
        var bottom = lane + 1 < flows.length ? laneTop[lane + 1] : y;
        var group = make("g", { "class": "lane", "data-lane": lane }, lanes);
        make("rect", { x: 4, y: laneTop[lane], width: width - 8, height: bottom - laneTop[lane] - 4,
          rx: 6, fill: color(lane), "fill-opacity": 0.3 }, group);
        label(group, flow, flow, { "class": "lane-label", x: 12, y: laneTop[lane] + 18 });
        var item = document.createElement("li"), swatch = document.createElement("span");
        item.setAttribute("data-flow-legend", String(lane));
        swatch.className = "swatch";
        swatch.style.background = color(lane);
        item.appendChild(swatch);
        item.appendChild(document.createTextNode(flow));
        legend.appendChild(item);
      });

      var moveLayer = document.getElementById("moves"), moveGroups = [];
      moves.forEach(function (move, index) {
        var group = make("g", { "class": "move", "data-move": index, "data-from": move.from,
          "data-to": move.to }, moveLayer);
        moveGroups.push(group);
        var a = box(move.from), b = box(move.to);
        if (!a || !b) return;
        var x0, y0, x3, y3, c1, c2, mid;
        if (move.from === move.to) {
          x0 = a.x + W - 40; y0 = a.y; x3 = a.x + W; y3 = a.y + 12;
          c1 = [x0, y0 - 34]; c2 = [x3 + 34, y3];
        } else if (b.x > a.x) {
          x0 = a.x + W; y0 = a.y + H / 2; x3 = b.x; y3 = b.y + H / 2;
          c1 = [(x0 + x3) / 2, y0]; c2 = [(x0 + x3) / 2, y3];
        } else if (b.x < a.x) {
          x0 = a.x; y0 = a.y + H / 2 + 6; x3 = b.x + W; y3 = b.y + H / 2 + 6;
          c1 = [(x0 + x3) / 2, y0 + 30]; c2 = [(x0 + x3) / 2, y3 + 30];
        } else {
          x0 = a.x + W; y0 = a.y + H / 2 + 6; x3 = b.x + W; y3 = b.y + H / 2 + 6;
          c1 = [x0 + 50, y0]; c2 = [x3 + 50, y3];
        }
        make("path", { d: "M" + x0 + "," + y0 + " C" + c1 + " " + c2 + " " + x3 + "," + y3,
          "marker-end": "url(#arrow)" }, group);
        mid = [(x0 + 3 * c1[0] + 3 * c2[0] + x3) / 8, (y0 + 3 * c1[1] + 3 * c2[1] + y3) / 8];
        label(group, move.line, move.line, { "class": "move-label", x: mid[0], y: mid[1] - 3,
          "text-anchor": "middle" });
      });

      var placeLayer = document.getElementById("places"), nodes = [];
      places.forEach(function (place, index) {
        var at = box(index), lane = position[index].lane;
        var group = make("g", { "class": "place", "data-place": index, "data-lane": lane,
          tabindex: 0, role: "button", transform: "translate(" + at.x + "," + at.y + ")" },
          placeLayer);
        nodes.push(group);
        make("title", {}, group).textContent =
          place.screen + (place.path === null ? "" : "\n" + place.path) +
          place.violations.map(function (v) { return "\n" + v.check + ": " + v.message; }).join("");
        if (place.violations.length) group.classList.add("violation");
        make("rect", { width: W, height: H, rx: 8, fill: color(lane) }, group);
        make("text", { "class": "screen", x: W / 2, y: place.path === null ? 27 : 18,
          "text-anchor": "middle" }, group).textContent = shortened(place.screen, 24);
        if (place.path !== null) {
          make("text", { "class": "path", x: W / 2, y: 35, "text-anchor": "middle" }, group)
            .textContent = shortened(place.path, 26);
        }
        group.addEventListener("click", function () { select(index); });
        group.addEventListener("keydown", function (event) {
          if (event.key === "Enter" || event.key === " ") {
            event.preventDefault();
            select(index);
          }
        });
      });

      var panel = document.getElementById("panel"), selected = null;
      function show(id, text) { document.getElementById(id).textContent = text; }
      function select(index) {
        var place = places[index];
        if (!place) return;
        if (selected !== null) nodes[selected].classList.remove("selected");
        selected = index;
        nodes[index].classList.add("selected");
        nodes[index].scrollIntoView({ block: "nearest", inline: "nearest" });
        moveGroups.forEach(function (group, move) {
          group.classList.toggle("touching", moves[move].from === index || moves[move].to === index);
        });
        panel.setAttribute("data-selected", String(index));
        show("panel-screen", place.screen);
        show("panel-id", String(index));
        show("panel-flow", place.flow);
        show("panel-path", place.path === null ? "(none)" : place.path);
        show("panel-script", place.script.length ? place.script.join("\n") : "(the start)");
        show("panel-tree", place.tree);
        show("panel-stacks", place.stacks);
        show("panel-states", place.states || "(none)");
        show("panel-violations", place.violations.length ? place.violations.map(function (v) {
          return v.check + ": " + v.message + "\n" + (v.script.length
            ? v.script.map(function (line) { return "  " + line; }).join("\n") : "  (at the start)");
        }).join("\n\n") : "(none)");
        var list = document.getElementById("panel-moves");
        while (list.firstChild) list.removeChild(list.firstChild);
        moves.forEach(function (move) {
          if (move.from !== index) return;
          var item = document.createElement("li"), button = document.createElement("button");
          button.type = "button";
          button.textContent = move.line + " \u2192 " + (places[move.to] ? places[move.to].screen : "?");
          button.addEventListener("click", function () { select(move.to); });
          item.appendChild(button);
          list.appendChild(item);
        });
        if (location.hash !== "#select=" + index) {
          try { history.replaceState(null, "", "#select=" + index); } catch (error) {}
        }
      }
      function selectFromFragment() {
        var match = /^#select=(\d+)$/.exec(location.hash);
        if (match) select(Number(match[1]));
      }
      var marked = places.filter(function (place) { return place.violations.length; }).length;
      document.getElementById("summary").textContent = (map.summary === null
        ? places.length + " places, " + moves.length + " moves, depth " + (depths - 1)
        : map.summary) + "; " + flows.length + " flows, " + marked +
        " marked: select a place to see its tree, stacks, states and violations.";
      window.addEventListener("hashchange", selectFromFragment);
      selectFromFragment();
    })();

    """#
}

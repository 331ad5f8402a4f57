/**
 * The stand-in's `chart.js`: defines `window.seatsio.SeatingChart` as @seatsio/seatsio-react uses it
 * (`new seatsio.SeatingChart(config).render()`, `destroy()`, `state`). It draws each seat of the
 * event as a button (free ones can be chosen) and calls `onChartRendered`, `onObjectSelected` and
 * `onObjectDeselected` with objects shaped like seats.io's (`label`, `labels` as the chart gives
 * them: `own`, `parent`, `section`, `displayedLabel`; `category.key`, `objectType`, `status`);
 * `listSelectedObjects()` and `deselectObjects(labels)` as seats.io's chart has them. With `session: 'manual'` and a `holdToken` it behaves as seats.io's chart:
 * the token's seats start chosen and, unless `holdOnSelect` is false, choosing holds the seat and
 * unchoosing releases it through the stand-in's public API. The API is the script's own origin.
 */
export const standinChartJs = String.raw`(function () {
  var script = document.currentScript;
  var base = script && script.src ? new URL(script.src).origin : '';
  function SeatingChart(config) {
    this.config = config;
    this.state = 'INITIAL';
    this.selectedObjects = [];
  }
  SeatingChart.prototype.api = function (path, body) {
    var c = this.config;
    var url = base + '/system/public/' + encodeURIComponent(c.workspaceKey) + '/events/' + encodeURIComponent(c.event) + path;
    return fetch(url, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : undefined)
      .then(function (res) { return res.json().then(function (json) { if (!res.ok) throw json; return json; }); });
  };
  SeatingChart.prototype.objectOf = function (info) {
    var pricing = (this.config.pricing || []).find(function (p) { return p.category === info.categoryKey; });
    return {
      id: info.label,
      label: info.label,
      labels: {
        own: info.labels.own.label,
        parent: info.labels.parent ? info.labels.parent.label : undefined,
        section: info.labels.section,
        displayedLabel: info.label,
      },
      objectType: 'Seat',
      status: info.status,
      category: { key: info.categoryKey, label: info.categoryLabel },
      pricing: pricing ? { price: pricing.price } : undefined,
      selected: this.selectedObjects.indexOf(info.label) >= 0,
    };
  };
  SeatingChart.prototype.render = function () {
    var chart = this;
    var c = this.config;
    var managed = c.session === 'manual' && c.holdToken;
    var holds = managed && c.holdOnSelect !== false;
    this.state = 'RENDERING';
    this.api('/objects').then(function (answer) {
      if (chart.state === 'DESTROYED') return;
      var root = document.createElement('div');
      root.setAttribute('role', 'group');
      root.setAttribute('aria-label', 'seats.io');
      root.className = 'seatsio-standin';
      chart.infos = {};
      chart.buttons = {};
      answer.objects.forEach(function (info) {
        chart.infos[info.label] = info;
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = info.label;
        button.dataset.objectId = info.label;
        var mine = managed && info.status === 'reservedByToken' && info.holdToken === c.holdToken;
        if (mine) chart.selectedObjects.push(info.label);
        button.disabled = info.status !== 'free' && !mine;
        button.setAttribute('aria-pressed', String(mine));
        chart.buttons[info.label] = button;
        button.addEventListener('click', function () {
          var selected = chart.selectedObjects.indexOf(info.label) >= 0;
          var step = holds
            ? chart.api(selected ? '/actions/release-held-objects' : '/actions/hold-objects', { objects: [info.label], holdToken: c.holdToken })
            : Promise.resolve();
          step.then(function () {
            if (selected) chart.selectedObjects.splice(chart.selectedObjects.indexOf(info.label), 1);
            else chart.selectedObjects.push(info.label);
            button.setAttribute('aria-pressed', String(!selected));
            var object = chart.objectOf(info);
            if (selected) { if (c.onObjectDeselected) c.onObjectDeselected(object); }
            else if (c.onObjectSelected) c.onObjectSelected(object);
          }, function (error) {
            if (c.onHoldFailed) c.onHoldFailed([chart.objectOf(info)], error);
          });
        });
        root.appendChild(button);
      });
      c.container.appendChild(root);
      chart.root = root;
      chart.state = 'RENDERED';
      if (c.onChartRendered) c.onChartRendered(chart);
    }, function (error) {
      chart.state = 'FAILED';
      if (c.onChartRenderingFailed) c.onChartRenderingFailed(chart, error);
    });
    return this;
  };
  SeatingChart.prototype.destroy = function () {
    if (this.root && this.root.parentNode) this.root.parentNode.removeChild(this.root);
    this.state = 'DESTROYED';
  };
  SeatingChart.prototype.listSelectedObjects = function () {
    var chart = this;
    return Promise.resolve(this.selectedObjects.map(function (label) { return chart.objectOf(chart.infos[label]); }));
  };
  SeatingChart.prototype.deselectObjects = function (labels) {
    var chart = this;
    var c = this.config;
    labels.forEach(function (label) {
      var at = chart.selectedObjects.indexOf(label);
      if (at < 0) return;
      chart.selectedObjects.splice(at, 1);
      chart.buttons[label].setAttribute('aria-pressed', 'false');
      if (c.onObjectDeselected) c.onObjectDeselected(chart.objectOf(chart.infos[label]));
    });
    return Promise.resolve();
  };
  SeatingChart.prototype.clearSelection = function () {
    this.selectedObjects = [];
    return Promise.resolve();
  };
  window.seatsio = { SeatingChart: SeatingChart };
})();
`;

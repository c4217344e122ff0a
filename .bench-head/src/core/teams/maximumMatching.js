"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.maximumMatchingSize = maximumMatchingSize;
/**
 * The size of a maximum matching of a general graph: Edmonds' blossom algorithm (J. Edmonds,
 * "Paths, trees, and flowers", 1965), in the O(V³) form of one breadth-first search per free
 * vertex with blossoms contracted through a `base` array. The Swiss draw asks it whether the
 * teams still to pair can all get opponents they have not met, before it fixes each table.
 */
function maximumMatchingSize(neighbours) {
    const size = neighbours.length;
    const match = new Int32Array(size).fill(-1);
    let matched = 0;
    // A greedy start: most vertices are matched before any search.
    for (let v = 0; v < size; v++) {
        if (match[v] !== -1)
            continue;
        const free = neighbours[v].find((to) => match[to] === -1);
        if (free !== undefined) {
            match[v] = free;
            match[free] = v;
            matched++;
        }
    }
    const search = new BlossomSearch(neighbours, match);
    for (let root = 0; root < size; root++) {
        if (match[root] === -1 && search.augmentFrom(root))
            matched++;
    }
    return matched;
}
class BlossomSearch {
    constructor(neighbours, match) {
        this.neighbours = neighbours;
        this.match = match;
        this.head = 0;
        this.tail = 0;
        const size = neighbours.length;
        this.parent = new Int32Array(size);
        this.base = new Int32Array(size);
        this.inTree = new Uint8Array(size);
        this.inBlossom = new Uint8Array(size);
        this.onPath = new Uint8Array(size);
        this.queue = new Int32Array(size);
    }
    /** Grows an alternating tree from a free vertex; flips the augmenting path if one is found. */
    augmentFrom(root) {
        const { parent, base, inTree, match } = this;
        parent.fill(-1);
        inTree.fill(0);
        for (let v = 0; v < base.length; v++)
            base[v] = v;
        inTree[root] = 1;
        this.head = 0;
        this.tail = 0;
        this.queue[this.tail++] = root;
        while (this.head < this.tail) {
            const v = this.queue[this.head++];
            for (const to of this.neighbours[v]) {
                if (base[v] === base[to] || match[v] === to)
                    continue;
                if (to === root || (match[to] !== -1 && parent[match[to]] !== -1)) {
                    this.contract(v, to);
                }
                else if (parent[to] === -1) {
                    parent[to] = v;
                    if (match[to] === -1) {
                        this.flip(to);
                        return true;
                    }
                    const next = match[to];
                    inTree[next] = 1;
                    this.queue[this.tail++] = next;
                }
            }
        }
        return false;
    }
    flip(end) {
        let v = end;
        while (v !== -1) {
            const previous = this.parent[v];
            const further = this.match[previous];
            this.match[v] = previous;
            this.match[previous] = v;
            v = further;
        }
    }
    /** Contracts the blossom closed by the edge v-to into its base, queueing its new members. */
    contract(v, to) {
        const { base, inBlossom, inTree } = this;
        const root = this.commonAncestor(v, to);
        inBlossom.fill(0);
        this.markPath(v, root, to);
        this.markPath(to, root, v);
        for (let i = 0; i < base.length; i++) {
            if (inBlossom[base[i]] === 0)
                continue;
            base[i] = root;
            if (inTree[i] === 0) {
                inTree[i] = 1;
                this.queue[this.tail++] = i;
            }
        }
    }
    commonAncestor(a, b) {
        const { base, match, parent, onPath } = this;
        onPath.fill(0);
        for (let v = a;;) {
            v = base[v];
            onPath[v] = 1;
            if (match[v] === -1)
                break;
            v = parent[match[v]];
        }
        for (let v = b;;) {
            v = base[v];
            if (onPath[v] === 1)
                return v;
            v = parent[match[v]];
        }
    }
    markPath(start, root, child) {
        const { base, match, parent, inBlossom } = this;
        let v = start;
        let children = child;
        while (base[v] !== root) {
            inBlossom[base[v]] = 1;
            inBlossom[base[match[v]]] = 1;
            parent[v] = children;
            children = match[v];
            v = parent[match[v]];
        }
    }
}

"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.storedHowells = exports.howellMovement = exports.findStoredHowell = exports.mitchellUsualRounds = exports.mitchellMovement = exports.mitchellMaxRounds = exports.boardRange = void 0;
/** Movements: who sits where and plays which boards, round by round (./movement.ts). */
var movement_1 = require("./movement");
Object.defineProperty(exports, "boardRange", { enumerable: true, get: function () { return movement_1.boardRange; } });
var mitchell_1 = require("./mitchell");
Object.defineProperty(exports, "mitchellMaxRounds", { enumerable: true, get: function () { return mitchell_1.mitchellMaxRounds; } });
Object.defineProperty(exports, "mitchellMovement", { enumerable: true, get: function () { return mitchell_1.mitchellMovement; } });
Object.defineProperty(exports, "mitchellUsualRounds", { enumerable: true, get: function () { return mitchell_1.mitchellUsualRounds; } });
var howell_1 = require("./howell");
Object.defineProperty(exports, "findStoredHowell", { enumerable: true, get: function () { return howell_1.findStoredHowell; } });
Object.defineProperty(exports, "howellMovement", { enumerable: true, get: function () { return howell_1.howellMovement; } });
Object.defineProperty(exports, "storedHowells", { enumerable: true, get: function () { return howell_1.storedHowells; } });

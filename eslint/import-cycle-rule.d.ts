import type { Rule } from 'eslint';

export declare const importCycleRule: Rule.RuleModule;

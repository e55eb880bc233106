export function capText(raw: string, maxChars: number): { text: string; cut: boolean };

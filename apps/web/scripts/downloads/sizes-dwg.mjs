export async function writeSizesDwg() {}

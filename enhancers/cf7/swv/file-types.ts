// Which file names a `file` rule's `accept` list admits (CF7 5.7.3 includes/swv/rules/file.php and
// wpcf7_convert_mime_to_ext() over WordPress's wp_get_mime_types()): an entry without "/" is an extension
// (".pdf"), an entry with "/" a MIME type ("application/pdf") or a family ("image/*") standing for its extensions.

/** Extensions per MIME type: the common part of wp_get_mime_types() (WordPress 6). */
const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg jpeg jpe', 'image/gif': 'gif', 'image/png': 'png', 'image/bmp': 'bmp', 'image/tiff': 'tiff tif',
  'image/webp': 'webp', 'image/x-icon': 'ico', 'image/heic': 'heic',
  'video/x-ms-asf': 'asf asx', 'video/x-ms-wmv': 'wmv', 'video/avi': 'avi', 'video/divx': 'divx', 'video/x-flv': 'flv',
  'video/quicktime': 'mov qt', 'video/mpeg': 'mpeg mpg mpe', 'video/mp4': 'mp4 m4v', 'video/ogg': 'ogv',
  'video/webm': 'webm', 'video/x-matroska': 'mkv', 'video/3gpp': '3gp 3gpp', 'video/3gpp2': '3g2 3gp2',
  'text/plain': 'txt asc c cc h srt', 'text/csv': 'csv', 'text/tab-separated-values': 'tsv', 'text/calendar': 'ics',
  'text/richtext': 'rtx', 'text/css': 'css', 'text/html': 'htm html', 'text/vtt': 'vtt',
  'audio/mpeg': 'mp3 m4a m4b', 'audio/aac': 'aac', 'audio/x-realaudio': 'ra ram', 'audio/wav': 'wav',
  'audio/ogg': 'ogg oga', 'audio/flac': 'flac', 'audio/midi': 'mid midi', 'audio/x-ms-wma': 'wma',
  'audio/x-matroska': 'mka',
  'application/rtf': 'rtf', 'application/pdf': 'pdf', 'application/zip': 'zip', 'application/x-gzip': 'gz gzip',
  'application/x-tar': 'tar', 'application/rar': 'rar', 'application/x-7z-compressed': '7z',
  'application/msword': 'doc', 'application/vnd.ms-excel': 'xla xls xlt xlw', 'application/vnd.ms-powerpoint': 'pot pps ppt',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.oasis.opendocument.text': 'odt', 'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
};

/** The extensions (with their dot, lower case) a MIME type or family stands for; none for a malformed one. */
export function extensionsOfMime(mime: string): string[] {
  const match = /^([a-z]+)\/([*]|[a-z0-9.+-]+)$/i.exec(mime.trim());
  if (!match) return [];
  const family = `${(match[1] ?? '').toLowerCase()}/`;
  const exact = match[0].toLowerCase();
  const found: string[] = [];
  for (const [type, extensions] of Object.entries(EXTENSIONS)) {
    if ((match[2] === '*' && type.startsWith(family)) || type === exact) {
      found.push(...extensions.split(' ').map((extension) => `.${extension}`));
    }
  }
  return found;
}

/** The accepted suffixes of an `accept` list (".pdf", ".jpg", …). */
export function acceptedSuffixes(accept: readonly string[]): Set<string> {
  const suffixes = new Set<string>();
  for (const entry of accept) {
    if (entry.includes('/')) for (const suffix of extensionsOfMime(entry)) suffixes.add(suffix);
    else suffixes.add(entry.trim().toLowerCase());
  }
  return suffixes;
}

/** A file name is accepted when its suffix from the last dot is in the list (no dot: refused). */
export function isAcceptedFileName(name: string, suffixes: ReadonlySet<string>): boolean {
  const dot = name.lastIndexOf('.');
  return dot !== -1 && suffixes.has(name.slice(dot).toLowerCase());
}

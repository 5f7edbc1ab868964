/** Notice pop-up (spec sections 4 and 9): 7 titles per page. */
export const noticePageSize = 7;

export type NoticeView = { page: number; selected: number };

/** When the selected index changes, the page jumps to hold it. */
export function selectNotice(index: number, count: number): NoticeView {
  const selected = Math.min(Math.max(0, index), Math.max(0, count - 1));
  return { page: Math.floor(selected / noticePageSize) + 1, selected };
}

/** Changing the page selects that page's first item; a page outside the list is ignored. */
export function changeNoticePage(view: NoticeView, page: number, count: number): NoticeView {
  const pages = Math.max(1, Math.ceil(count / noticePageSize));
  if (page < 1 || page > pages || page === view.page) return view;
  return { page, selected: (page - 1) * noticePageSize };
}

//  SearchResultsController.m: a search screen of 2015, written for this
//  corpus reproducing patterns seen in public view controllers (no line
//  is copied): the view moved below the bars in viewDidLoad
//  (LGXxing/- GuoKu/GuoKu/LLTSearchResultViewController.m), and in
//  willMoveToParentViewController:, a lazy table view framed below the
//  bars, a web view's height taken from the view's minus the bars (seen in
//  files the project's search found by their text: `CGRectMake(0, 64,` and
//  `self.view.frame.size.height - 64`).
//  Every hard-coded system number is labelled by hand (`expect:`); a
//  bar-like number of the app's own is marked `clean:`, and any other
//  number is the app's own.

#import "SearchResultsController.h"

@interface SearchResultsController () <UITableViewDataSource, UITableViewDelegate>
@property (nonatomic, strong) UITableView *tableView;
@property (nonatomic, strong) UIWebView *webView;
@property (nonatomic, assign) CGFloat contentHeight;
@end

@implementation SearchResultsController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.frame = CGRectMake(0, 64, [UIScreen mainScreen].bounds.size.width, [UIScreen mainScreen].bounds.size.height - 64);  // expect: 64, 64
    self.contentHeight = self.view.frame.size.height - 64;  // expect: 64
    self.webView = [[UIWebView alloc] initWithFrame:CGRectZero];
    self.webView.frame = CGRectMake(10, 74, self.view.frame.size.width - 20, 300);  // expect: 74
    [self.view addSubview:self.tableView];
}

- (void)willMoveToParentViewController:(UIViewController *)parent {
    [super willMoveToParentViewController:parent];
    self.view.frame = CGRectMake(0, 64, self.view.frame.size.width, self.view.frame.size.height - 64);  // expect: 64, 64
}

- (UITableView *)tableView {
    if (!_tableView) {
        _tableView = [[UITableView alloc] initWithFrame:CGRectMake(0, 64, self.view.frame.size.width, self.view.frame.size.height - 64) style:UITableViewStylePlain];  // expect: 64, 64
        _tableView.dataSource = self;
        _tableView.delegate = self;
        _tableView.rowHeight = 64;  // clean: 64
    }
    return _tableView;
}

- (CGFloat)tableView:(UITableView *)tableView heightForHeaderInSection:(NSInteger)section {
    return 44;  // clean: 44
}

@end
